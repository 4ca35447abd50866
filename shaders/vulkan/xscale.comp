#version 450
// Per-token scales for the cooperative-matrix matmul (matmul_cm.comp): S[t] = 2^(15 - e) where
// 2^(e-1) <= max_k |x[t][k]| < 2^e, so that x[t] * S[t] lies within (-2^15, 2^15), inside f16's
// range (65504) with its largest values near the top of it, where f16 is most precise relative to
// the row. A power of two: multiplying by it and by its inverse is exact. 1 for a row of zeros or
// with an infinity or NaN (which then reach the sums as they are); the exponent is clamped to
// +-120 so that S stays a normal f32. One workgroup a token (t = x + y * 65535).
// Built with OX_HALVES (xscale_h, devices with f16 arithmetic), it also writes x[t] S[t] as
// matmul_cm.comp's two f16 halves (its header says how they are made) into H (binding 2): token t's
// row of KP 32-bit words (KP = K rounded up to 8 halves, halved: p.kp), the hi halves of k = 2j,
// 2j + 1 in word j < KP/2 and the lo halves in word KP/2 + j, zeros past K. matmul_cm.comp then
// copies them into its tiles instead of converting x in each of the N / BN workgroups that read it
// (gate/up of Gemma 4 E2B: 96 of them).
#ifdef OX_HALVES
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#endif
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Xb { float X[]; };
layout(std430, binding = 1) writeonly buffer Sb { float S[]; };
#ifdef OX_HALVES
layout(std430, binding = 2) writeonly buffer Hb { uint H[]; };
layout(push_constant) uniform P { uint K, ldx, xoff, T, kp; } p;
#else
layout(push_constant) uniform P { uint K, ldx, xoff, T; } p;
#endif

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
    float mx = red[0];
    int e = 0;
    float scale = 1.0;
    if (mx > 0.0 && !isinf(mx) && !isnan(mx)) {
        frexp(mx, e); // mx = f 2^e, 0.5 <= f < 1
        scale = exp2(float(clamp(15 - e, -120, 120)));
    }
    if (tid == 0u) S[t] = scale;
#ifdef OX_HALVES
    uint xb = p.xoff + t * p.ldx, hb = t * p.kp, half_kp = p.kp / 2u;
    for (uint j = tid; j < half_kp; j += gl_WorkGroupSize.x) {
        vec2 v = vec2(2u * j < p.K ? X[xb + 2u * j] : 0.0, 2u * j + 1u < p.K ? X[xb + 2u * j + 1u] : 0.0) * scale;
        // as matmul_cm.comp rounds them: hi to 11 significant bits by integers, lo = v - hi exact
        vec2 hi = uintBitsToFloat((floatBitsToUint(v) + 0x1000u) & 0xffffe000u);
        H[hb + j] = packFloat2x16(f16vec2(hi));
        H[hb + half_kp + j] = packFloat2x16(f16vec2(v - hi));
    }
#endif
}
