#if MCP
import Foundation
import MCP

extension Value {
    /// JSON text as the SDK's value, through Foundation's parser. (Decoding it with
    /// `JSONDecoder` into `Value` builds a regular expression for every string, to find
    /// `data:` URLs, and tries each JSON type in turn: 10 ms for one layout.)
    static func parsing(json data: Data) -> Value {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return .null }
        return converting(object)
    }

    private static func converting(_ object: Any) -> Value {
        switch object {
        case is NSNull: return .null
        case let text as String: return .string(text)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c", "B": return .bool(number.boolValue)
            case "d", "f": return .double(number.doubleValue)
            default: return .int(number.intValue)
            }
        case let array as [Any]: return .array(array.map(converting))
        case let members as [String: Any]: return .object(members.mapValues(converting))
        default: return .null
        }
    }
}
#endif
