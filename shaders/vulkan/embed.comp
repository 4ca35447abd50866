#version 450
// Embedding gather with a scale: y[t][i] = E[id[t]][i] * scale for the tokens whose id lies in the
// rows [r0, r1) of one weight part (a table split over several buffers takes one dispatch a part).
// The product is the one oxinfer.h computes (widen, then multiply): the results are equal bit for bit.
#extension GL_GOOGLE_include_directive : require
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Wb { uint W[]; };
layout(std430, binding = 1) readonly buffer Ib { int Ids[]; };
layout(std430, binding = 2) writeonly buffer Yb { float Y[]; };
layout(push_constant) uniform P { uint n, T, r0, r1, idoff, yoff, ystride; float scale; } p;
#include "common.glsl"

void main() {
    uint i = gl_GlobalInvocationID.x, t = gl_GlobalInvocationID.y + gl_GlobalInvocationID.z * 65535u;
    if (i >= p.n || t >= p.T) return;
    int id = Ids[p.idoff + t];
    if (id < int(p.r0) || id >= int(p.r1)) return;
    precise float v = ox_wload(uint(id - int(p.r0)) * p.n + i) * p.scale;
    Y[p.yoff + t * p.ystride + i] = v;
}
