#!/usr/bin/env python3
"""Train the tiny shipped models of oxinfer.h (issue 5): a Gemma 4 text model on the King James Bible
and a matching Gemma 4 assistant (MTP drafter), plus the transformers reference outputs.

Data: Debian's bible-kjv-text (public domain KJV text; read through the `bible` program of bible-kjv):
    apt-get install -y bible-kjv
    bible -l0 "Gen1:1-Rev22:21" > kjv_raw.txt
Run (CUDA machine, torch 2.11, transformers 5.17, tokenizers 0.23):
    python3 tools/train_tiny.py --data kjv_raw.txt --out models --train-seconds 120 --draft-seconds 100
With --size large --stage target (kjv-gemma4's tokenizer reused): the speculation demo, a 34.9M target
models/kjv-gemma4-large/ and its drafter models/kjv-gemma4-large-assistant/ (models/README.md has the run).
Writes models/kjv-gemma4/ (config.json, model.safetensors, tokenizer.json, tokenizer_config.json,
generation_config.json, reference.json) and models/kjv-gemma4-assistant/ (config.json,
model.safetensors, generation_config.json). Steps:
  1. data: chapter headings and verse numbers are stripped; each chapter becomes one document
     (verses joined by a space); every 50th chapter is held out for validation;
  2. tokenizer: byte-fallback BPE, 4096 ids (<pad> 0, <eos> 1, <bos> 2, <unk> 3, <0x00>..<0xFF> 4..259,
     then merges), Gemma 3 layout (normalizer " " -> "\u2581", no prefix space, decoder
     Replace/ByteFallback/Fuse, bos added by the post-processor);
  3. target: Gemma4ForCausalLM, 6 layers [s,s,F,s,s,F], window 128, per-layer embeddings (32),
     last 2 layers KV-shared, softcap 30, tied embeddings; AdamW, bf16 autocast, seq 256, cosine LR,
     a fixed time budget (--train-seconds);
  4. drafter: Gemma4AssistantForCausalLM (4 layers, hidden 128, centroid head 64 x 64, top-8),
     trained on the target's own greedy continuations of FRESH random corpus prompts (new ones every
     few steps), 4 unrolled draft steps; token_ordering = balanced recursive PCA bisection of the
     target's embedding rows;
  5. references (fp32, eager, from the saved bf16 files): greedy continuation of "In the beginning",
     and assisted generation on 20 prompts: acceptance rate, output == greedy.
"""
import argparse
import json
import math
import os
import random
import re
import sys
import time

from oxfix import gemma_bpe_tokenizer, update_generation_config

S, F = "sliding_attention", "full_attention"
V = 4096
SPECIALS = ["<pad>", "<eos>", "<bos>", "<unk>"]
PROMPT = "In the beginning"
N_REF = 64
K_DRAFT = 4


def log(*a):
    print(*a, flush=True)


# ------------------------------------------------------------------------------------------------ data
def prepare(raw_path):
    """`bible -l0` output -> list of chapters (one string each)."""
    chapters, cur = [], []
    for line in open(raw_path, encoding="utf-8", errors="replace"):
        m = re.match(r"^\s+(\d+)\s+(.*\S)\s*$", line)
        if m:
            cur.append(m.group(2))
        elif line.strip():  # a chapter heading such as "Genesis 1"
            if cur:
                chapters.append(" ".join(cur))
            cur = []
    if cur:
        chapters.append(" ".join(cur))
    chapters = [re.sub(r"\s+", " ", c).strip() for c in chapters]
    return chapters


# ------------------------------------------------------------------------------------------------ tokenizer
def train_tokenizer(texts, out_dir):
    from tokenizers import Tokenizer, models, normalizers, pre_tokenizers, decoders, trainers, processors
    # train on words (Metaspace split) so that no merge crosses a word boundary; the saved tokenizer
    # then runs BPE on whole normalized strings (Gemma 3 layout) with identical results.
    tk = Tokenizer(models.BPE(unk_token="<unk>", byte_fallback=True, fuse_unk=True))
    tk.normalizer = normalizers.Replace(" ", "\u2581")
    tk.pre_tokenizer = pre_tokenizers.Metaspace(replacement="\u2581", prepend_scheme="never", split=True)
    n_learn = V - len(SPECIALS) - 256
    tr = trainers.BpeTrainer(vocab_size=n_learn + len(SPECIALS), special_tokens=SPECIALS, limit_alphabet=200,
                             show_progress=False)
    tk.train_from_iterator(texts, trainer=tr)
    j = json.loads(tk.to_str())
    learned = sorted(j["model"]["vocab"].items(), key=lambda kv: kv[1])
    vocab = {}
    for s in SPECIALS:
        vocab[s] = len(vocab)
    for b in range(256):
        vocab["<0x%02X>" % b] = len(vocab)
    for tok, _ in learned:
        if tok in SPECIALS or tok in vocab:
            continue
        vocab[tok] = len(vocab)
    assert len(vocab) <= V, len(vocab)
    n = 0
    while len(vocab) < V:  # pad (never produced) so that the vocab is exactly V
        vocab["<unused%d>" % n] = len(vocab)
        n += 1
    merges = j["model"]["merges"]
    merges = [m if isinstance(m, list) else m.split(" ") for m in merges]
    out = gemma_bpe_tokenizer([{"id": i, "content": s, "single_word": False, "lstrip": False, "rstrip": False,
                                "normalized": False, "special": True} for i, s in enumerate(SPECIALS)], vocab, merges)
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "tokenizer.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    cfg = {"add_bos_token": True, "add_eos_token": False, "bos_token": "<bos>", "eos_token": "<eos>",
           "pad_token": "<pad>", "unk_token": "<unk>", "model_max_length": 2048, "padding_side": "left",
           "tokenizer_class": "PreTrainedTokenizerFast", "clean_up_tokenization_spaces": False}
    with open(os.path.join(out_dir, "tokenizer_config.json"), "w") as f:
        json.dump(cfg, f, indent=2)
    tok = Tokenizer.from_file(os.path.join(out_dir, "tokenizer.json"))
    # check: whole-string BPE == per-word BPE on a sample
    for t in texts[:20]:
        a = tok.encode(t).ids
        b = tk.encode(t).ids
        sa = [tok.id_to_token(i) for i in a[1:]]
        sb = [tk.id_to_token(i) for i in b]
        assert sa == sb, (t[:80], sa[:20], sb[:20])
        assert tok.decode(a, skip_special_tokens=True) == t
    return tok


# ------------------------------------------------------------------------------------------------ target
# target geometry (the drafter must match head dims, KV heads, window; read from here because
# transformers 5.17 refuses global access to per-layer attributes such as config.head_dim). Two sizes:
# "tiny" is the shipped kjv-gemma4 pair (a 15.9 MB target: it lives in the last-level cache, so a
# decode step is compute-bound and verifying drafted tokens saves nothing); "large" is the
# speculation demo kjv-gemma4-large, whose bf16 target (~70 MB) is over twice a 32 MiB last-level cache,
# so that decode reads its weights from memory and a verification of k+1 tokens costs about one step.
TGT = dict(vocab_size=V, hidden_size=256, intermediate_size=1024, num_hidden_layers=6,
           num_attention_heads=4, num_key_value_heads=1, head_dim=64, global_head_dim=128,
           layer_types=[S, S, F, S, S, F], sliding_window=128,
           hidden_size_per_layer_input=32, vocab_size_per_layer_input=V, num_kv_shared_layers=2,
           final_logit_softcapping=30.0, tie_word_embeddings=True, max_position_embeddings=2048,
           rms_norm_eps=1e-6, pad_token_id=0, eos_token_id=1, bos_token_id=2)
DRAFT = dict(hidden_size=128, intermediate_size=512)
SIZES = {
    "tiny": dict(dirs=("kjv-gemma4", "kjv-gemma4-assistant"), summary="train_summary.json", tgt={}, draft={}),
    "large": dict(dirs=("kjv-gemma4-large", "kjv-gemma4-large-assistant"), summary="train_summary_large.json",
                  tgt=dict(hidden_size=512, intermediate_size=2048, num_hidden_layers=8, num_attention_heads=8,
                           num_key_value_heads=2, layer_types=[S, S, S, F, S, S, S, F]),
                  draft=dict(hidden_size=256, intermediate_size=768)),
}


def target_config():
    from transformers import Gemma4TextConfig
    return Gemma4TextConfig(**TGT)


def train_target(args, train_ids, val_ids, out_dir, torch):
    from transformers import Gemma4ForCausalLM
    dev = "cuda"
    torch.manual_seed(args.seed)
    model = Gemma4ForCausalLM._from_config(target_config(), attn_implementation="sdpa").to(dev)
    n_par = sum(p.numel() for p in model.parameters())
    log(f"target params {n_par} ({n_par * 2 / 1e6:.2f} MB bf16)")
    decay = [p for n, p in model.named_parameters() if p.dim() == 2 and "embed" not in n]
    nodecay = [p for n, p in model.named_parameters() if not (p.dim() == 2 and "embed" not in n)]
    opt = torch.optim.AdamW([{"params": decay, "weight_decay": 0.1}, {"params": nodecay, "weight_decay": 0.0}],
                            lr=args.lr, betas=(0.9, 0.95), fused=True)
    T, B = args.seq, args.batch
    tr = torch.tensor(train_ids, dtype=torch.long, device=dev)
    va = torch.tensor(val_ids, dtype=torch.long, device=dev)
    g = torch.Generator(device=dev).manual_seed(args.seed)

    def batch(src, gen):
        off = torch.randint(0, src.numel() - T - 1, (B,), device=dev, generator=gen)
        idx = off[:, None] + torch.arange(T + 1, device=dev)[None]
        w = src[idx]
        return w[:, :-1], w[:, 1:]

    gv = torch.Generator(device=dev).manual_seed(123)
    val_batches = [batch(va, gv) for _ in range(8)]

    def loss_of(x, y):
        with torch.autocast("cuda", dtype=torch.bfloat16):
            lg = model(input_ids=x, use_cache=False).logits
        return torch.nn.functional.cross_entropy(lg.float().reshape(-1, V), y.reshape(-1))

    def val_loss():
        model.eval()
        with torch.no_grad():
            v = sum(loss_of(x, y).item() for x, y in val_batches) / len(val_batches)
        model.train()
        return v

    model.train()
    warm, total, step = 100, None, 0
    t0 = time.time()
    hist = []
    best = (float("inf"), -1, None, None)
    while True:
        if total is None and step == 50:
            torch.cuda.synchronize()
            per = (time.time() - t0) / 50
            total = max(200, int(args.train_seconds / per))
            log(f"  {per * 1000:.1f} ms/step -> {total} steps")
        lim = total or 10 ** 9
        if step >= lim:
            break
        if step < warm:
            lr = args.lr * (step + 1) / warm
        else:
            lr = args.lr * (0.1 + 0.9 * 0.5 * (1 + math.cos(math.pi * min(1.0, (step - warm) / max(1, lim - warm)))))
        for gr in opt.param_groups:
            gr["lr"] = lr
        x, y = batch(tr, g)
        loss = loss_of(x, y)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        if step % 100 == 0 and step > 0:
            vl = val_loss()
            hist.append((step, round(loss.item(), 4), round(vl, 4)))
            if vl < best[0]:
                best = (vl, step, loss.item(), {k: v.detach().clone() for k, v in model.state_dict().items()})
            log(f"  step {step} loss {loss.item():.3f} val {vl:.3f} lr {lr:.2e} t {time.time() - t0:.0f}s")
        step += 1
    torch.cuda.synchronize()
    secs = time.time() - t0
    tl = loss.item()
    vl = val_loss()
    log(f"target trained: {step} steps, {secs:.0f} s, last train loss {tl:.3f}, val loss {vl:.3f}")
    if best[0] < vl:  # keep the checkpoint with the best validation loss (the corpus is small: ~1M tokens)
        model.load_state_dict(best[3])
        log(f"  keeping step {best[1]}: val {best[0]:.3f} (train batch loss {best[2]:.3f})")
        vl, tl = best[0], best[2]
    model.eval()
    model.to(torch.bfloat16).save_pretrained(out_dir)
    update_generation_config(out_dir, {"bos_token_id": 2, "eos_token_id": 1, "pad_token_id": 0, "do_sample": False})
    return dict(params=n_par, steps=step, kept_step=best[1] if best[0] <= vl else step, seconds=round(secs, 1),
                train_loss=round(tl, 4), val_loss=round(vl, 4),
                batch=B, seq=T, tokens_seen=step * B * T, history=hist)


# ------------------------------------------------------------------------------------------------ drafter
def balanced_clusters(E, n_clusters, torch):
    """Equal-size clusters of the rows of E by recursive bisection along the top principal direction."""
    groups = [torch.arange(E.shape[0], device=E.device)]
    while len(groups) < n_clusters:
        nxt = []
        for idx in groups:
            X = E[idx] - E[idx].mean(0, keepdim=True)
            _, _, Vt = torch.linalg.svd(X, full_matrices=False)
            proj = X @ Vt[0]
            order = idx[torch.argsort(proj)]
            h = order.numel() // 2
            nxt += [order[:h], order[h:]]
        groups = nxt
    return torch.stack(groups)  # [n_clusters, V/n_clusters]


def train_drafter(args, train_ids, target_dir, out_dir, torch):
    from transformers import (Gemma4ForCausalLM, Gemma4AssistantConfig, Gemma4AssistantForCausalLM,
                              Gemma4TextConfig)
    dev = "cuda"
    torch.manual_seed(args.seed + 1)
    target = Gemma4ForCausalLM.from_pretrained(target_dir, dtype=torch.float32, attn_implementation="sdpa").to(dev).eval()
    for p in target.parameters():
        p.requires_grad_(False)
    Hb = TGT["hidden_size"]
    dtc = Gemma4TextConfig(
        vocab_size=V, hidden_size=DRAFT["hidden_size"], intermediate_size=DRAFT["intermediate_size"], num_hidden_layers=4,
        num_attention_heads=4, num_key_value_heads=TGT["num_key_value_heads"], head_dim=TGT["head_dim"],
        global_head_dim=TGT["global_head_dim"], layer_types=[S, S, S, F], sliding_window=TGT["sliding_window"],
        hidden_size_per_layer_input=0, vocab_size_per_layer_input=0, num_kv_shared_layers=4,
        final_logit_softcapping=None, tie_word_embeddings=True,
        max_position_embeddings=TGT["max_position_embeddings"], rms_norm_eps=TGT["rms_norm_eps"],
        pad_token_id=0, eos_token_id=1, bos_token_id=2)
    NC, TOPK = 64, 8
    cfg = Gemma4AssistantConfig(text_config=dtc, backbone_hidden_size=Hb, use_ordered_embeddings=True,
                                num_centroids=NC, centroid_intermediate_top_k=TOPK, tie_word_embeddings=True)
    d = Gemma4AssistantForCausalLM(cfg)
    d.config._attn_implementation = "eager"
    try:
        d.set_attn_implementation("eager")
    except Exception:
        pass
    d.to(dev)
    emb = target.get_input_embeddings()
    with torch.no_grad():
        Et = target.model.embed_tokens.weight.float()
        En = Et / Et.norm(dim=1, keepdim=True).clamp_min(1e-6)
        clusters = balanced_clusters(En, NC, torch)  # [NC, V/NC]
        d.masked_embedding.token_ordering.copy_(clusters.reshape(-1))
        cluster_of = torch.empty(V, dtype=torch.long, device=dev)
        cluster_of[clusters.reshape(-1)] = torch.arange(NC, device=dev).repeat_interleave(V // NC)
        # drafter head init: the target's embedding projected on its top 128 principal directions
        X = Et - Et.mean(0, keepdim=True)
        _, Sv, Vt = torch.linalg.svd(X, full_matrices=False)
        Ed = X @ Vt[:DRAFT["hidden_size"]].T
        Ed = Ed / Ed.std() * 0.05
        d.model.embed_tokens.weight.copy_(Ed)
        d.masked_embedding.centroids.weight.copy_(torch.stack([Ed[c].mean(0) for c in clusters]) * 4)
    if d.lm_head.weight.data_ptr() != d.model.embed_tokens.weight.data_ptr():
        log("WARNING: lm_head was not tied; tying it now")
        d.lm_head.weight = d.model.embed_tokens.weight
    n_par = sum(p.numel() for p in d.parameters())
    log(f"drafter params {n_par} ({n_par * 2 / 1e6:.2f} MB bf16)")
    opt = torch.optim.AdamW(d.parameters(), lr=args.draft_lr, betas=(0.9, 0.95), weight_decay=0.0)
    tr = torch.tensor(train_ids, dtype=torch.long, device=dev)
    B, G, REUSE = args.draft_batch, 48, args.draft_reuse
    ce = torch.nn.functional.cross_entropy

    def dstep(x, pos, am, kv):
        xe = d.pre_projection(x)
        masks = d.create_attention_masks(xe, am, kv)
        o = d.model(input_ids=None, inputs_embeds=xe, attention_mask=masks, position_ids=pos,
                    shared_kv_states=kv, use_cache=False)
        h = o.last_hidden_state
        return h, d.post_projection(h)

    d.train()
    t0 = time.time()
    step, total, gen_s = 0, None, 0.0
    while True:
        if total is None and step == 4 * REUSE:
            per = (time.time() - t0) / step
            total = max(40, int(args.draft_seconds / per))
            log(f"  drafter: {per * 1000:.0f} ms/step -> {total} steps")
        lim = total or 10 ** 9
        if step >= lim:
            break
        if step % REUSE == 0:  # fresh target continuations of fresh corpus prompts
            tg = time.time()
            P = random.randint(args.draft_min_prompt, 64)
            off = torch.randint(0, tr.numel() - P, (B,), device=dev)
            pr = tr[off[:, None] + torch.arange(P, device=dev)[None]].clone()
            pr[:, 0] = 2
            with torch.no_grad():
                seq = target.generate(pr, attention_mask=torch.ones_like(pr), do_sample=False, max_new_tokens=G,
                                      min_new_tokens=G, pad_token_id=0)
                out = target(seq[:, :-1], output_hidden_states=True, return_shared_kv_states=True, use_cache=False)
            hn = out.hidden_states[-1].float()
            kvfull = {k: (v[0].float(), v[1].float()) for k, v in out.shared_kv_states.items()}
            Tkv = seq.shape[1] - 1
            assert Tkv <= TGT["sliding_window"], "masking trick needs the whole list inside the window"
            gen_s += time.time() - tg
        lr = args.draft_lr * (0.1 + 0.9 * 0.5 * (1 + math.cos(math.pi * min(1.0, step / lim)))) if total else args.draft_lr
        for gr in opt.param_groups:
            gr["lr"] = lr
        # each row drafts from its own position t (the newest, not yet forwarded token); kv entries >= t masked
        t = torch.randint(P, P + G - K_DRAFT, (B,), device=dev)
        ar = torch.arange(B, device=dev)
        am = (torch.arange(Tkv, device=dev)[None] < t[:, None]).long()
        pos = t[:, None]
        g = hn[ar, t - 1][:, None]
        tok = seq[ar, t][:, None]
        loss = 0.0
        accs = []
        with torch.autocast("cuda", dtype=torch.bfloat16):
            for k in range(K_DRAFT):
                y = seq[ar, t + 1 + k]
                x = torch.cat([emb(tok).float(), g], dim=-1)
                h, g = dstep(x, pos, am, kvfull)
                h = h[:, 0].float()
                lg = h @ d.lm_head.weight.float().T
                cl = d.masked_embedding.centroids(h).float()
                loss = loss + ce(lg, y) + 0.5 * ce(cl, cluster_of[y])
                accs.append((lg.argmax(-1) == y).float().mean().item())
                tok = y[:, None]
        loss = loss / K_DRAFT
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(d.parameters(), 1.0)
        opt.step()
        if step % 100 == 0 or step == lim - 1:
            with torch.no_grad():
                rec = (torch.topk(cl, TOPK, dim=-1).indices == cluster_of[y][:, None]).any(-1).float().mean().item()
            log(f"  drafter step {step} loss {loss.item():.3f} acc@k {[round(a, 2) for a in accs]} "
                f"centroid top-{TOPK} recall {rec:.2f} t {time.time() - t0:.0f}s (gen {gen_s:.0f}s)")
        step += 1
    secs = time.time() - t0
    d.eval()
    d.to(torch.bfloat16).save_pretrained(out_dir)
    update_generation_config(out_dir, {"num_assistant_tokens": K_DRAFT, "num_assistant_tokens_schedule": "constant",
                               "bos_token_id": 2, "eos_token_id": 1, "pad_token_id": 0})
    return dict(params=n_par, steps=step, seconds=round(secs, 1), final_loss=round(loss.item(), 4),
                acc_per_step=[round(a, 3) for a in accs], batch=B, num_centroids=NC, top_k=TOPK)


# ------------------------------------------------------------------------------------------------ references
def references(args, tok, val_texts, target_dir, draft_dir, torch):
    import transformers
    from transformers import Gemma4ForCausalLM, Gemma4AssistantForCausalLM
    from transformers.generation.candidate_generator import SinglePositionMultiTokenCandidateGenerator
    dev = "cuda"
    target = Gemma4ForCausalLM.from_pretrained(target_dir, dtype=torch.float32, attn_implementation="eager").to(dev).eval()
    res = {}
    ids = tok.encode(PROMPT).ids
    try:
        from transformers import AutoTokenizer
        at = AutoTokenizer.from_pretrained(target_dir)
        res["autotokenizer_ids_match"] = at(PROMPT)["input_ids"] == ids
    except Exception as e:
        res["autotokenizer_ids_match"] = f"error {type(e).__name__}: {e}"
    p = torch.tensor([ids], device=dev)
    with torch.no_grad():
        out = target.generate(p, attention_mask=torch.ones_like(p), do_sample=False, max_new_tokens=N_REF)[0, len(ids):]
    out = out.tolist()
    text = tok.decode(ids + out, skip_special_tokens=True)
    ref = {"prompt": PROMPT, "prompt_ids": ids, "max_new_tokens": N_REF, "output_ids": out,
           "text": text, "transformers_version": transformers.__version__, "dtype": "float32",
           "attn_implementation": "eager", "decoding": "greedy"}
    json.dump(ref, open(os.path.join(target_dir, "reference.json"), "w"), indent=1, ensure_ascii=False)
    log("greedy:", repr(text))
    res["greedy_text"] = text
    try:
        d = Gemma4AssistantForCausalLM.from_pretrained(draft_dir, dtype=torch.float32, attn_implementation="eager").to(dev).eval()
        d.generation_config.num_assistant_tokens = K_DRAFT
        d.generation_config.num_assistant_tokens_schedule = "constant"
        rec = {"rounds": []}
        orig = SinglePositionMultiTokenCandidateGenerator.get_candidates

        def patched(self, input_ids, model_kwargs, model_outputs, is_first_iteration, n_last_matches, **kw):
            r = orig(self, input_ids, model_kwargs, model_outputs, is_first_iteration, n_last_matches, **kw)
            if not is_first_iteration:
                N = input_ids.shape[1]
                rec["rounds"].append((N, r[0].shape[1] - N))
            return r

        SinglePositionMultiTokenCandidateGenerator.get_candidates = patched
        prompts = [PROMPT] + [" ".join(t.split()[:random.Random(i).randint(3, 8)]) for i, t in enumerate(val_texts[:19])]
        drafted = accepted = same = 0
        tp = ta = 0.0
        per_prompt = []
        for pt in prompts:
            ids = tok.encode(pt).ids
            p = torch.tensor([ids], device=dev)
            with torch.no_grad():
                torch.cuda.synchronize(); t0 = time.time()
                g = target.generate(p, attention_mask=torch.ones_like(p), do_sample=False, max_new_tokens=N_REF)[0]
                torch.cuda.synchronize(); tp += time.time() - t0
                rec["rounds"] = []
                t0 = time.time()
                a = target.generate(p, attention_mask=torch.ones_like(p), do_sample=False, max_new_tokens=N_REF,
                                    assistant_model=d)[0]
                torch.cuda.synchronize(); ta += time.time() - t0
            rounds = rec["rounds"]
            Ns = [r[0] for r in rounds] + [a.shape[0]]
            dr = sum(r[1] for r in rounds)
            ac = sum(Ns[i + 1] - Ns[i] - 1 for i in range(len(rounds)))
            drafted += dr
            accepted += ac
            same += int(a.tolist() == g.tolist())
            per_prompt.append({"prompt": pt, "drafted": dr, "accepted": ac, "same_as_greedy": a.tolist() == g.tolist()})
        SinglePositionMultiTokenCandidateGenerator.get_candidates = orig
        res.update(acceptance_rate=round(accepted / max(1, drafted), 4), drafted=drafted, accepted=accepted,
                   prompts=len(prompts), assisted_equals_greedy=f"{same}/{len(prompts)}",
                   plain_seconds=round(tp, 2), assisted_seconds=round(ta, 2), per_prompt=per_prompt)
        log(f"assisted: acceptance {accepted}/{drafted} = {accepted / max(1, drafted):.3f}, same as greedy {same}/{len(prompts)}")
    except Exception as e:
        import traceback
        traceback.print_exc()
        res["assisted_error"] = f"{type(e).__name__}: {e}"
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", required=True, help="output of: bible -l0 'Gen1:1-Rev22:21'")
    ap.add_argument("--out", default="models")
    ap.add_argument("--train-seconds", type=float, default=200)
    ap.add_argument("--draft-seconds", type=float, default=110)
    ap.add_argument("--batch", type=int, default=128)
    ap.add_argument("--seq", type=int, default=256)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--draft-batch", type=int, default=512)
    ap.add_argument("--draft-lr", type=float, default=1.5e-3)
    ap.add_argument("--draft-reuse", type=int, default=4, help="drafter steps per batch of fresh target continuations")
    ap.add_argument("--draft-min-prompt", type=int, default=8, help="shortest corpus prompt (tokens, <bos> included) the target continues")
    ap.add_argument("--seed", type=int, default=1234)
    ap.add_argument("--stage", default="all",
                    help="all | target (reuse kjv-gemma4's tokenizer) | drafter (reuse a trained target) | ref")
    ap.add_argument("--size", default="tiny", choices=sorted(SIZES), help="tiny: kjv-gemma4 (+assistant); "
                    "large: kjv-gemma4-large (+assistant), the memory-bound speculation demo")
    args = ap.parse_args()
    random.seed(args.seed)
    import torch
    import transformers
    import tokenizers
    log("torch", torch.__version__, "transformers", transformers.__version__, "tokenizers", tokenizers.__version__,
        "gpu", torch.cuda.get_device_name(0))
    torch.backends.cuda.matmul.allow_tf32 = False
    size = SIZES[args.size]
    TGT.update(size["tgt"])
    DRAFT.update(size["draft"])
    tdir = os.path.join(args.out, size["dirs"][0])
    ddir = os.path.join(args.out, size["dirs"][1])
    os.makedirs(tdir, exist_ok=True)
    os.makedirs(ddir, exist_ok=True)
    t_all = time.time()
    chapters = prepare(args.data)
    val = chapters[::50]
    train = [c for i, c in enumerate(chapters) if i % 50]
    log(f"{len(chapters)} chapters, {sum(map(len, chapters))} chars; train {len(train)}, val {len(val)}")
    if args.stage == "all":
        tok = train_tokenizer(train, tdir)
    elif args.stage == "target":  # the tiny model's tokenizer, as it is
        import shutil
        from tokenizers import Tokenizer
        for f in ("tokenizer.json", "tokenizer_config.json"):
            shutil.copyfile(os.path.join(args.out, "kjv-gemma4", f), os.path.join(tdir, f))
        tok = Tokenizer.from_file(os.path.join(tdir, "tokenizer.json"))
    else:
        from tokenizers import Tokenizer
        tok = Tokenizer.from_file(os.path.join(tdir, "tokenizer.json"))

    def stream(texts):
        ids = []
        for e in tok.encode_batch(texts):
            ids += e.ids + [1]
        return ids

    tr_ids, va_ids = stream(train), stream(val)
    log(f"tokens: train {len(tr_ids)}, val {len(va_ids)} ({sum(map(len, train)) / len(tr_ids):.2f} chars/token)")
    summary = {"data": {"chapters": len(chapters), "train_tokens": len(tr_ids), "val_tokens": len(va_ids)}}
    sp = os.path.join(args.out, size["summary"])
    if os.path.exists(sp):
        summary.update({k: v for k, v in json.load(open(sp)).items() if k in ("target", "drafter")})
    if args.stage in ("all", "target"):
        summary["target"] = train_target(args, tr_ids, va_ids, tdir, torch)
        json.dump(summary, open(sp, "w"), indent=1)
    if args.stage in ("all", "target", "drafter"):
        summary["drafter"] = train_drafter(args, tr_ids, tdir, ddir, torch)
        json.dump(summary, open(sp, "w"), indent=1)
    summary["reference"] = references(args, tok, val, tdir, ddir, torch)
    summary["total_seconds"] = round(time.time() - t_all, 1)
    for dd in (tdir, ddir):
        summary[os.path.basename(dd) + "_bytes"] = {f: os.path.getsize(os.path.join(dd, f)) for f in sorted(os.listdir(dd))}
    json.dump(summary, open(sp, "w"), indent=1, ensure_ascii=False)
    log(json.dumps({k: v for k, v in summary.items() if k != "reference"}, indent=1, ensure_ascii=False)[:3000])


if __name__ == "__main__":
    sys.exit(main())
