// The fused norm-and-add forms of one row, shared by rmsnorm.comp (its modes 1-3) and the tail of
// matvec_sg.comp (matvec_tail), so that both give the same bits for the same workgroup size:
//   1  y = (y + norm(x) w) beta
//   2  as 1, then z = norm(y) w2
//   3  y = y + x, then z = norm(y) w2
// norm(v) = v / sqrt(mean(v^2) + eps). The includer defines NX(i) (the sublayer's output, read),
// NY(i) / NY_SET(i, v) (the residual, read and written), NW(i) (the norm weights, f32) and
// NZ_SET(i, v) (the next norm's output). Each element is read and written by the same invocation;
// products and sums are kept apart (precise), as the unfused kernels compute them.
// With NT(i) defined (a table, read), also the norm with its RoPE (ox_norm_rope_row): rmsnorm.comp's
// mode 0 and the per-head tail of matvec_sg.comp.
shared float red[gl_WorkGroupSize.x];

// 1 / sqrt(mean + eps) of the squares each invocation summed (every invocation gets it); a
// shared-memory tree, the workgroup size a power of two
float ox_scale(float s, uint n, float eps) {
    uint tid = gl_LocalInvocationID.x;
    red[tid] = s;
    barrier();
    for (uint h = gl_WorkGroupSize.x >> 1; h > 0u; h >>= 1) {
        if (tid < h) red[tid] += red[tid + h];
        barrier();
    }
    float sc = 1.0 / sqrt(red[0] / float(n) + eps);
    barrier(); // red is free again
    return sc;
}

// Rows of up to OX_NE elements an invocation (2048 at 256 invocations: Gemma 4 E2B's 1536, Qwen 3.5's
// 1024 and 2048) are read once, every load of the row issued before the first reduction, and kept in
// registers for the later passes: a decode tail runs this serially in one workgroup after its
// matmul, where each pass that reads memory again is a round trip of the L2's latency. Longer rows
// read it again in each pass (ox_norm_add_long). Either way each invocation sums its elements
// i = tid, tid + wg, ... in that order, so the two give the same bits.
#define OX_NE 8u

// One row of n: x at xb, y at yb, z at zb, the weights at woff (mode 1, 2) and w2off (mode 2, 3).
void ox_norm_add_long(int mode, uint n, float eps, float beta, uint xb, uint yb, uint zb, uint woff, uint w2off) {
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x;
    float s = 0.0;
    if (mode == 3) {
        for (uint i = tid; i < n; i += wg) {
            precise float y = NY(yb + i) + NX(xb + i);
            NY_SET(yb + i, y);
            s += y * y;
        }
    } else {
        for (uint i = tid; i < n; i += wg) { float v = NX(xb + i); s += v * v; }
        float sc = ox_scale(s, n, eps);
        s = 0.0;
        for (uint i = tid; i < n; i += wg) {
            precise float v = NX(xb + i) * sc;
            v = v * NW(woff + i);
            precise float y = (NY(yb + i) + v) * beta;
            NY_SET(yb + i, y);
            s += y * y;
        }
    }
    if (mode >= 2) {
        float sc = ox_scale(s, n, eps);
        for (uint i = tid; i < n; i += wg) {
            precise float v = NY(yb + i) * sc;
            NZ_SET(zb + i, v * NW(w2off + i));
        }
    }
}

void ox_norm_add_row(int mode, uint n, float eps, float beta, uint xb, uint yb, uint zb, uint woff, uint w2off) {
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x;
    if (n > OX_NE * wg) {
        ox_norm_add_long(mode, n, eps, beta, xb, yb, zb, woff, w2off);
        return;
    }
    float xv[OX_NE], yv[OX_NE], wv[OX_NE], w2v[OX_NE];
    [[unroll]] for (uint j = 0u; j < OX_NE; j++) { // every load first
        uint i = tid + j * wg;
        if (i < n) {
            xv[j] = NX(xb + i);
            yv[j] = NY(yb + i);
            wv[j] = mode != 3 ? NW(woff + i) : 0.0;
            w2v[j] = mode >= 2 ? NW(w2off + i) : 0.0;
        }
    }
    float s = 0.0;
    if (mode == 3) {
        [[unroll]] for (uint j = 0u; j < OX_NE; j++) {
            uint i = tid + j * wg;
            if (i < n) {
                precise float y = yv[j] + xv[j];
                yv[j] = y;
                NY_SET(yb + i, y);
                s += y * y;
            }
        }
    } else {
        [[unroll]] for (uint j = 0u; j < OX_NE; j++)
            if (tid + j * wg < n) s += xv[j] * xv[j];
        float sc = ox_scale(s, n, eps);
        s = 0.0;
        [[unroll]] for (uint j = 0u; j < OX_NE; j++) {
            uint i = tid + j * wg;
            if (i < n) {
                precise float v = xv[j] * sc;
                v = v * wv[j];
                precise float y = (yv[j] + v) * beta;
                yv[j] = y;
                NY_SET(yb + i, y);
                s += y * y;
            }
        }
    }
    if (mode >= 2) {
        float sc = ox_scale(s, n, eps);
        [[unroll]] for (uint j = 0u; j < OX_NE; j++) {
            uint i = tid + j * wg;
            if (i < n) {
                precise float v = yv[j] * sc;
                NZ_SET(zb + i, v * w2v[j]);
            }
        }
    }
}

#ifdef NT
// One row of n: y = norm(x) w (has_w; else norm(x)), then rotate-half RoPE on its first rd elements
// (element i with i + rd/2, i < rd/2; rd = 0: none) by the cos NT(cb + i) and sin NT(sb + i), each
// invocation rotating the pairs it normed. x at xb and y at yb may be the same row: each element is
// read before it is written, by the same invocation. The rotation's products and sums are kept apart
// too, so the result is oxinfer.h's RoPE loop applied to the stored norm, bit for bit.
// With OX_NORM_GATE defined (rmsnorm.comp: act.glsl included, the gates read through NT), gb other
// than OX_NO_GATE multiplies each element of the norm by SiLU(NT(gb + i)) (Qwen 3.5's gated norm,
// rd = 0), as glu.comp would after it.
#define OX_NO_GATE 0xffffffffu
void ox_norm_rope_row(uint n, float eps, uint xb, uint yb, bool has_w, uint woff, uint rd, uint cb, uint sb, uint gb) {
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x, h = rd >> 1;
    float s = 0.0;
    for (uint i = tid; i < n; i += wg) { float v = NX(xb + i); s += v * v; }
    float sc = ox_scale(s, n, eps);
    for (uint i = tid; i < h; i += wg) { // the rotated pairs
        precise float a = NX(xb + i) * sc, b = NX(xb + i + h) * sc;
        if (has_w) { a = a * NW(woff + i); b = b * NW(woff + i + h); }
        float c = NT(cb + i), sn = NT(sb + i);
        precise float ac = a * c, bs = b * sn, bc = b * c, as_ = a * sn;
        precise float r0 = ac - bs, r1 = bc + as_;
        NY_SET(yb + i, r0);
        NY_SET(yb + i + h, r1);
    }
    for (uint i = 2u * h + tid; i < n; i += wg) {
        precise float v = NX(xb + i) * sc;
        if (has_w) v = v * NW(woff + i);
#ifdef OX_NORM_GATE
        if (gb != OX_NO_GATE) v = ox_act(1, NT(gb + i)) * v;
#endif
        NY_SET(yb + i, v);
    }
}
#endif
