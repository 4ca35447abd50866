// Rotate-half RoPE in place on rows of head vectors of hd elements: element i (i < hd/2) with
// i + hd/2, by the angle whose cos and sin are in the table row of the row's token (token = row / nh;
// table rows of hd/2, in A, written by the host for the step's positions). Partial rotary factors are
// in the table (angle 0 past the rotated dims).
struct P { hd: u32, nh: u32, rows: u32, xoff: u32, xstride: u32, cosoff: u32, sinoff: u32 }
@group(0) @binding(0) var<uniform> p: P;
@group(0) @binding(1) var<storage, read_write> A: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    let h = p.hd >> 1u;
    let i = g.x;
    let row = g.y + g.z * 65535u;
    if (i >= h || row >= p.rows) { return; }
    let t = row / p.nh;
    let xb = p.xoff + row * p.xstride;
    let c = A[p.cosoff + t * h + i];
    let s = A[p.sinoff + t * h + i];
    let a = A[xb + i];
    let b = A[xb + i + h];
    A[xb + i] = a * c - b * s;
    A[xb + i + h] = b * c + a * s;
}
