// The MoE experts' matmul: y[t][r] = x[t / xdiv] . W_e[r], e = ids[t], for the (token, pick) pairs t
// (workgroup y) and the rows r < N of an expert (workgroup x + z * 65535), as matmul.wgsl computes a
// row. The weight part holds experts e0 .. e0 + ne - 1 of N rows each (a stacked [E][N][K] tensor
// split by whole experts); pairs of other experts are left to the other parts' dispatches. ids are
// expert indices as floats in A (moe_route.wgsl); xdiv K: a pair reads its token's row.
struct P { K: u32, N: u32, ldx: u32, ldy: u32, xoff: u32, yoff: u32, xdiv: u32, e0: u32, ne: u32, idoff: u32, wdt: u32 }
@group(0) @binding(0) var<uniform> p: P;
@group(0) @binding(1) var<storage, read_write> A: array<f32>;
@group(0) @binding(2) var<storage, read> W: array<u32>;
var<workgroup> red: array<f32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) tid: u32) {
    let r = wid.x + wid.z * 65535u;
    let t = wid.y;
    if (r >= p.N) { return; } // the whole group leaves together
    let ex = i32(A[p.idoff + t]) - i32(p.e0);
    let mine = ex >= 0 && ex < i32(p.ne); // not a branch around the barriers below: ex is read from memory
    let xb = p.xoff + (t / p.xdiv) * p.ldx;
    let wb = (u32(max(ex, 0)) * p.N + r) * p.K;
    var s = 0.0;
    if (mine) {
        if (p.wdt != 0u && (wb & 1u) == 0u && (p.K & 1u) == 0u) {
            let w0 = wb >> 1u;
            for (var j = tid; j < (p.K >> 1u); j += 64u) {
                let word = W[w0 + j];
                s += A[xb + 2u * j] * ox_widen16(word & 0xffffu) + A[xb + 2u * j + 1u] * ox_widen16(word >> 16u);
            }
        } else {
            for (var k = tid; k < p.K; k += 64u) { s += A[xb + k] * ox_wload(wb + k); }
        }
    }
    red[tid] = s;
    workgroupBarrier();
    for (var h = 32u; h > 0u; h >>= 1u) {
        if (tid < h) { red[tid] += red[tid + h]; }
        workgroupBarrier();
    }
    if (tid == 0u && mine) { A[p.yoff + t * p.ldy + r] = red[0]; }
}
