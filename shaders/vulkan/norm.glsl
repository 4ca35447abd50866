// The fused norm-and-add forms of one row, shared by rmsnorm.comp (its modes 1-3) and the tail of
// matvec_sg.comp (matvec_tail), so that both give the same bits for the same workgroup size:
//   1  y = (y + norm(x) w) beta
//   2  as 1, then z = norm(y) w2
//   3  y = y + x, then z = norm(y) w2
// norm(v) = v / sqrt(mean(v^2) + eps). The includer defines NX(i) (the sublayer's output, read),
// NY(i) / NY_SET(i, v) (the residual, read and written), NW(i) (the norm weights, f32) and
// NZ_SET(i, v) (the next norm's output). Each element is read and written by the same invocation;
// products and sums are kept apart (precise), as the unfused kernels compute them.
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

// One row of n: x at xb, y at yb, z at zb, the weights at woff (mode 1, 2) and w2off (mode 2, 3).
void ox_norm_add_row(int mode, uint n, float eps, float beta, uint xb, uint yb, uint zb, uint woff, uint w2off) {
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
