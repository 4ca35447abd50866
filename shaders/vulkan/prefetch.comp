#version 450
// Reads a range of a weight buffer and keeps nothing of it: the bytes pass through the GPU's
// last-level cache, where the decode matmul that reads them next finds them (oxinfer_vulkan.h's
// ox__vk_prefetch records this beside the kernels of the interval before that matmul).
// The range is p.n 16-byte words from word p.off; one word of every p.step is loaded (a cache
// sector of 16 * p.step bytes brings the rest), PER of them an invocation, all issued before any is
// used, so that a few workgroups keep many reads in flight. The loads are XORed together so that
// the compiler keeps them: the sum goes to S only where it equals a constant no weights give
// in practice (a write that does no harm if it ever happens: binding 1 is a placeholder), or, with
// p.keep set (a test), XORed into S[0..4) for every invocation, so that the words read can be checked.
layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Wq { uvec4 W4[]; };
layout(std430, binding = 1) buffer Sb { uint S[]; };
layout(push_constant) uniform P { uint off, n, step, keep; } p;
#define PER 4

void main() {
    uint g = gl_WorkGroupID.x * gl_WorkGroupSize.x + gl_LocalInvocationID.x;
    uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x, touches = (p.n + p.step - 1u) / p.step;
    uvec4 l[PER];
    for (uint u = 0u; u < PER; u++) {
        uint k = g + u * stride;
        l[u] = k < touches ? W4[p.off + k * p.step] : uvec4(0u);
    }
    uvec4 a = l[0];
    for (uint u = 1u; u < PER; u++) a ^= l[u];
    if (p.keep != 0u) {
        atomicXor(S[0], a.x); atomicXor(S[1], a.y); atomicXor(S[2], a.z); atomicXor(S[3], a.w);
    } else if (a == uvec4(0x9e3779b9u, 0x85ebca6bu, 0xc2b2ae35u, 0x27d4eb2fu)) {
        S[0] = a.x;
    }
}
