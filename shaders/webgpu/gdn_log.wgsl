// Gated DeltaNet, the replay log of one linear-attention layer: for each token t of a step, the
// pre-conv row u (C channels of in_proj_qkv, at uoff in A) and, per value head h, g = -exp(A_log)
// softplus(a + dt_bias) and beta = sigmoid(b), written to the log row of position p0 + t (a ring of
// cap rows [u | g | beta], C + 2 Hv floats each). softplus is PyTorch's (x above 20, else
// log(1 + e^x)), log1p done so that small e^x keep their bits. neg_a and dt_bias are model vectors.
struct P { C: u32, Hv: u32, T: u32, p0: u32, cap: u32, uoff: u32, aoff: u32, boff: u32, negaoff: u32, dtoff: u32 }
@group(0) @binding(0) var<uniform> p: P;
@group(0) @binding(1) var<storage, read> A: array<f32>;
@group(0) @binding(2) var<storage, read> Vec: array<f32>;
@group(0) @binding(3) var<storage, read_write> Lg: array<f32>;

fn log1p_(y: f32) -> f32 {
    let u = 1.0 + y;
    if (u == 1.0) { return y; }
    return log(u) * (y / (u - 1.0));
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let t = g.y + g.z * 65535u;
    let n = p.C + 2u * p.Hv;
    if (i >= n || t >= p.T) { return; }
    let dst = ((p.p0 + t) % p.cap) * n + i;
    if (i < p.C) {
        Lg[dst] = A[p.uoff + t * p.C + i];
    } else if (i < p.C + p.Hv) {
        let h = i - p.C;
        let x = A[p.aoff + t * p.Hv + h] + Vec[p.dtoff + h];
        var sp = x;
        if (x <= 20.0) { sp = log1p_(exp(x)); }
        Lg[dst] = Vec[p.negaoff + h] * sp;
    } else {
        let h = i - p.C - p.Hv;
        Lg[dst] = 1.0 / (1.0 + exp(-A[p.boff + t * p.Hv + h]));
    }
}
