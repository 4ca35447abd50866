// Embedding gather with a scale: y[t][i] = E[id[t]][i] * scale for the tokens whose id lies in the
// rows [r0, r1) of one weight part (a table split over several buffers takes one dispatch a part).
// Widen, then multiply: oxinfer.h's product.
struct P { n: u32, T: u32, r0: u32, r1: u32, yoff: u32, ystride: u32, scale: f32, wdt: u32 }
@group(0) @binding(0) var<uniform> p: P;
@group(0) @binding(1) var<storage, read_write> A: array<f32>;
@group(0) @binding(2) var<storage, read> W: array<u32>;
@group(0) @binding(3) var<storage, read> Ids: array<i32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let t = g.y;
    if (i >= p.n || t >= p.T) { return; }
    let id = Ids[t];
    if (id < i32(p.r0) || id >= i32(p.r1)) { return; }
    A[p.yoff + t * p.ystride + i] = ox_wload(u32(id - i32(p.r0)) * p.n + i) * p.scale;
}
