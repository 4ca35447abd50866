// The matmul of matmul.wgsl for an adapter that is a CPU (SwiftShader): one thread per (row, token),
// row r = 64 group x + thread (+ group z * 64 * 65535), walking its whole row alone. A CPU runs a
// workgroup's threads in turn, so the tree's barriers of matmul.wgsl cost more than they share
// (docs/PERFORMANCE.md has the numbers); on a GPU the threads of one row reading neighbouring words
// are faster.
struct P { K: u32, rows: u32, r0: u32, xoff: u32, ldx: u32, yoff: u32, ldy: u32, wdt: u32 }
@group(0) @binding(0) var<uniform> p: P;
@group(0) @binding(1) var<storage, read_write> A: array<f32>;
@group(0) @binding(2) var<storage, read> W: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    let r = g.x + g.z * 64u * 65535u;
    let t = g.y;
    if (r >= p.rows) { return; }
    let xb = p.xoff + t * p.ldx;
    let wb = r * p.K;
    var s = 0.0;
    if (p.wdt != 0u && (wb & 1u) == 0u && (p.K & 1u) == 0u) {
        let w0 = wb >> 1u;
        for (var j = 0u; j < (p.K >> 1u); j++) {
            let word = W[w0 + j];
            s += A[xb + 2u * j] * ox_widen16(word & 0xffffu) + A[xb + 2u * j + 1u] * ox_widen16(word >> 16u);
        }
    } else {
        for (var k = 0u; k < p.K; k++) { s += A[xb + k] * ox_wload(wb + k); }
    }
    A[p.yoff + t * p.ldy + p.r0 + r] = s;
}
