// A copy inside one buffer: B[doff + i] = B[soff + i], n floats, the two ranges apart (WebGPU copies
// only between different buffers: this moves Qwen 3.5's recurrent states between their three copies
// and rows of its replay log into the base conv state).
struct P { n: u32, soff: u32, doff: u32 }
@group(0) @binding(0) var<uniform> p: P;
@group(0) @binding(1) var<storage, read_write> B: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) {
    let i = g.x + g.y * nw.x * 64u;
    if (i >= p.n) { return; }
    B[p.doff + i] = B[p.soff + i];
}
