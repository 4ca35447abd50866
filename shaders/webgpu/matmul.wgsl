// y[t][r0 + r] = x[t] . W[r] for the rows r of one weight part: one workgroup per (row, token), row
// r = group x + group z * 65535; its 64 threads take every 64th element of the row (two at a time
// from the words of a 16-bit tensor whose row starts on a word) and a shared-memory tree adds their
// sums. x and y lie in the step's activation buffer A (regions that do not overlap).
struct P { K: u32, rows: u32, r0: u32, xoff: u32, ldx: u32, yoff: u32, ldy: u32, wdt: u32 }
@group(0) @binding(0) var<uniform> p: P;
@group(0) @binding(1) var<storage, read_write> A: array<f32>;
@group(0) @binding(2) var<storage, read> W: array<u32>;
var<workgroup> red: array<f32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) tid: u32) {
    let r = wid.x + wid.z * 65535u;
    let t = wid.y;
    if (r >= p.rows) { return; } // the whole group leaves together
    let xb = p.xoff + t * p.ldx;
    let wb = r * p.K;
    var s = 0.0;
    if (p.wdt != 0u && (wb & 1u) == 0u && (p.K & 1u) == 0u) {
        let w0 = wb >> 1u;
        for (var j = tid; j < (p.K >> 1u); j += 64u) {
            let word = W[w0 + j];
            s += A[xb + 2u * j] * ox_widen16(word & 0xffffu) + A[xb + 2u * j + 1u] * ox_widen16(word >> 16u);
        }
    } else {
        for (var k = tid; k < p.K; k += 64u) { s += A[xb + k] * ox_wload(wb + k); }
    }
    red[tid] = s;
    workgroupBarrier();
    for (var h = 32u; h > 0u; h >>= 1u) {
        if (tid < h) { red[tid] += red[tid + h]; }
        workgroupBarrier();
    }
    if (tid == 0u) { A[p.yoff + t * p.ldy + p.r0 + r] = red[0]; }
}
