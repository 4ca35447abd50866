#version 450
// MoE output: out[t][i] = sum of w[t][k] y[t K + k][i] over a token's K experts, added in the order
// of ascending expert index (the order oxinfer.h's loop over experts adds them in), from 0.
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Yb { float Y[]; };
layout(std430, binding = 1) readonly buffer Ib { int Sel[]; };
layout(std430, binding = 2) readonly buffer Wb { float Wt[]; };
layout(std430, binding = 3) writeonly buffer Ob { float O[]; };
layout(push_constant) uniform P { uint T, H, K, ooff; } p;

void main() {
    uint i = gl_GlobalInvocationID.x, t = gl_GlobalInvocationID.y + gl_GlobalInvocationID.z * 65535u;
    if (i >= p.H || t >= p.T) return;
    precise float acc = 0.0;
    int last = -1;
    for (uint n = 0u; n < p.K; n++) { // the next larger expert index among the token's picks
        int best = 0x7fffffff;
        uint bk = 0u;
        for (uint k = 0u; k < p.K; k++) {
            int e = Sel[t * p.K + k];
            if (e > last && e < best) { best = e; bk = k; }
        }
        if (best == 0x7fffffff) break;
        last = best;
        precise float prod = Wt[t * p.K + bk] * Y[(t * p.K + bk) * p.H + i];
        acc = acc + prod;
    }
    O[p.ooff + t * p.H + i] = acc;
}
