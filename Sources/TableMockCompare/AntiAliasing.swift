/// Vyšniauskas's anti-aliasing test ("Anti-aliased pixel and intensity slope detector",
/// 2009), as pixelmatch implements it: a pixel is anti-aliasing when it has at most two
/// identical neighbours, both a darker and a brighter neighbour, and the darkest or the
/// brightest of those sits in a flat area (three or more identical neighbours) in *both*
/// images, i.e. the pixel lies on an edge between two solid regions.
enum AntiAliasing {
    /// Whether pixel (x, y) of `image` looks like anti-aliasing, given the other image.
    static func isAntiAliased(_ image: UnsafeBufferPointer<UInt32>, _ other: UnsafeBufferPointer<UInt32>,
                              x x1: Int, y y1: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = image[y1 * width + x1]
        let centerLuma = ColorDifference.luma(RGBAComponents(packed: center))
        var equal = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (0, 0), brightestAt = (0, 0)
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let neighbour = image[y * width + x]
                let delta = neighbour == center ? 0 : centerLuma - ColorDifference.luma(RGBAComponents(packed: neighbour))
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest {
                    darkest = delta; darkestAt = (x, y)
                } else if delta > brightest {
                    brightest = delta; brightestAt = (x, y)
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (isFlat(image, darkestAt, width, height) && isFlat(other, darkestAt, width, height))
            || (isFlat(image, brightestAt, width, height) && isFlat(other, brightestAt, width, height))
    }

    /// Three or more neighbours identical to the pixel (the image border counts as one).
    private static func isFlat(_ image: UnsafeBufferPointer<UInt32>, _ at: (Int, Int), _ width: Int, _ height: Int) -> Bool {
        let (x1, y1) = at
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = image[y1 * width + x1]
        var equal = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if image[y * width + x] == value { equal += 1 }
                if equal > 2 { return true }
            }
        }
        return false
    }
}
