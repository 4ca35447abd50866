// MoE routing, one thread a token: the router's logits [T][E] at roff in A become probabilities
// (softmax, in place), the top K experts by probability (the lowest index on ties) with their
// probabilities renormalised over the K and scaled by each expert's scale (model vectors at pesoff):
// sel[t][i] (expert indices as floats, exact) and w[t][i]. The order of the operations is oxinfer.h's
// (sums left to right), so only exp may differ from libm's expf.
struct P { T: u32, E: u32, K: u32, roff: u32, pesoff: u32, seloff: u32, woff: u32 }
@group(0) @binding(0) var<uniform> p: P;
@group(0) @binding(1) var<storage, read_write> A: array<f32>;
@group(0) @binding(2) var<storage, read> Vec: array<f32>;
const KMAX = 32u;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    let t = g.x;
    if (t >= p.T) { return; }
    let rb = p.roff + t * p.E;
    var mx = -3.402823466e38;
    var sum = 0.0;
    var wsum = 0.0;
    for (var e = 0u; e < p.E; e++) { mx = max(mx, A[rb + e]); }
    for (var e = 0u; e < p.E; e++) { let v = exp(A[rb + e] - mx); A[rb + e] = v; sum += v; }
    for (var e = 0u; e < p.E; e++) { A[rb + e] = A[rb + e] / sum; }
    var sel: array<i32, 32>;
    var w: array<f32, 32>;
    for (var i = 0u; i < p.K && i < KMAX; i++) {
        var best = -1;
        var bp = 0.0;
        for (var e = 0u; e < p.E; e++) {
            var taken = false;
            for (var s = 0u; s < i; s++) { taken = taken || sel[s] == i32(e); }
            let pe = A[rb + e];
            if (!taken && (best < 0 || pe > bp)) { best = i32(e); bp = pe; }
        }
        sel[i] = best;
        w[i] = bp;
        wsum += bp;
    }
    for (var i = 0u; i < p.K && i < KMAX; i++) {
        let q = w[i] / wsum;
        A[p.seloff + t * p.K + i] = f32(sel[i]);
        A[p.woff + t * p.K + i] = q * Vec[p.pesoff + u32(sel[i])];
    }
}
