#version 450
// Per-token scales for the cooperative-matrix matmul (matmul_cm.comp): S[t] = 2^(15 - e) where
// 2^(e-1) <= max_k |x[t][k]| < 2^e, so that x[t] * S[t] lies within (-2^15, 2^15), inside f16's
// range (65504) with its largest values near the top of it, where f16 is most precise relative to
// the row. A power of two: multiplying by it and by its inverse is exact. 1 for a row of zeros or
// with an infinity or NaN (which then reach the sums as they are); the exponent is clamped to
// +-120 so that S stays a normal f32. One workgroup a token (t = x + y * 65535).
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Xb { float X[]; };
layout(std430, binding = 1) writeonly buffer Sb { float S[]; };
layout(push_constant) uniform P { uint K, ldx, xoff, T; } p;

shared float red[gl_WorkGroupSize.x];

void main() {
    uint t = gl_WorkGroupID.x + gl_WorkGroupID.y * 65535u, tid = gl_LocalInvocationID.x;
    if (t >= p.T) return; // the whole workgroup: no barrier is skipped by some of it
    float m = 0.0;
    for (uint k = tid; k < p.K; k += gl_WorkGroupSize.x) m = max(m, abs(X[p.xoff + t * p.ldx + k]));
    red[tid] = m;
    barrier();
    for (uint s = gl_WorkGroupSize.x / 2u; s > 0u; s >>= 1) {
        if (tid < s) red[tid] = max(red[tid], red[tid + s]);
        barrier();
    }
    if (tid == 0u) {
        float mx = red[0];
        int e = 0;
        float scale = 1.0;
        if (mx > 0.0 && !isinf(mx) && !isnan(mx)) {
            frexp(mx, e); // mx = f 2^e, 0.5 <= f < 1
            scale = exp2(float(clamp(15 - e, -120, 120)));
        }
        S[t] = scale;
    }
}
