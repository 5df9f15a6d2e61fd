/// A value worked out from the parsed options in `validate()` and read afterwards: the
/// options are parsed once, a bad value is the one usage error `validate()` throws, and
/// nothing falls back silently. Not an argument: ArgumentParser keeps it as it is, and
/// `validate()` (which ArgumentParser runs on every option group it decodes) sets it.
@propertyWrapper
package struct Validated<Value>: Decodable {
    private var value: Value?

    package init() {}

    package init(from decoder: any Decoder) throws {}

    package var wrappedValue: Value {
        get {
            guard let value else { preconditionFailure("\(Value.self) read before validate() set it") }
            return value
        }
        set { value = newValue }
    }
}
