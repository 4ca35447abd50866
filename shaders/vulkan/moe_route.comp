#version 450
// MoE routing, one thread a token: the router's logits [T][E] become probabilities (softmax, in
// place), the top K experts by probability (the lowest index on ties) with their probabilities
// renormalised over the K and scaled by each expert's scale: sel[t][i], w[t][i]. The order of the
// operations is oxinfer.h's (sums left to right), so only exp may differ from libm's expf.
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) buffer Rb { float R[]; };
layout(std430, binding = 1) readonly buffer Sb { float Pes[]; };
layout(std430, binding = 2) writeonly buffer Ib { int Sel[]; };
layout(std430, binding = 3) writeonly buffer Wb { float Wt[]; };
layout(push_constant) uniform P { uint T, E, K, roff, pesoff; } p;
#define KMAX 32u
void main() {
    uint t = gl_GlobalInvocationID.x;
    if (t >= p.T) return;
    uint rb = p.roff + t * p.E;
    float mx = -3.402823466e38, sum = 0.0, wsum = 0.0;
    for (uint e = 0u; e < p.E; e++) mx = max(mx, R[rb + e]);
    for (uint e = 0u; e < p.E; e++) { float v = exp(R[rb + e] - mx); R[rb + e] = v; sum += v; }
    for (uint e = 0u; e < p.E; e++) R[rb + e] = R[rb + e] / sum;
    int sel[KMAX];
    float w[KMAX];
    for (uint i = 0u; i < p.K; i++) {
        int best = -1;
        float bp = 0.0;
        for (uint e = 0u; e < p.E; e++) {
            bool taken = false;
            for (uint s = 0u; s < i; s++) taken = taken || sel[s] == int(e);
            float pe = R[rb + e];
            if (!taken && (best < 0 || pe > bp)) { best = int(e); bp = pe; }
        }
        sel[i] = best; w[i] = bp; wsum += bp;
    }
    for (uint i = 0u; i < p.K; i++) {
        precise float q = w[i] / wsum;
        precise float r = q * Pes[p.pesoff + uint(sel[i])];
        Sel[t * p.K + i] = sel[i];
        Wt[t * p.K + i] = r;
    }
}
