# Trains a linear map of query vectors (q -> W q, renormalised) on ESCO's own occupation labels and
# reports, before and after, how the JobBERT validation titles rank their occupation by meaning alone
# (cosine to every ESCO occupation's stored vector) and how the search evaluation's held-out English
# labels do. The data comes from data.ts (same folder). Seeded; numpy only (requirements.txt).
#
# Training is leave-one-out, so a label never finds itself: each round takes one label of every ESCO
# occupation with two or more (none of the held-out ones), recomputes every occupation's vector without
# it by the shipped recipe ((1 - share) x passage + share x mean of its labels' vectors, normalised;
# checked against the stored vectors below), and minimises the softmax cross-entropy of each label
# against all 3,007 occupations (temperature --tau), with Adam.
#   python scripts/eval/query-adapter/train.py <data dir> [--tau 0.02] [--lr 1e-5] [--rounds 20]
#     [--diagonal] [--seed 1]
import argparse
import json

import numpy as np

parser = argparse.ArgumentParser()
parser.add_argument("data")
parser.add_argument("--tau", type=float, default=0.02)
parser.add_argument("--lr", type=float, default=1e-5)
parser.add_argument("--rounds", type=int, default=20)
parser.add_argument("--diagonal", action="store_true", help="scale each dimension only (384 weights)")
parser.add_argument("--seed", type=int, default=1)
args = parser.parse_args()

D = 384
meta = json.load(open(f"{args.data}/meta.json"))


def load(name):
    return np.fromfile(f"{args.data}/{name}", dtype=np.float32).reshape(-1, D)


def unit(x):
    return x / (np.linalg.norm(x, axis=-1, keepdims=True) + 1e-12)


stored, passages, labels, titles = load("stored.f32"), load("passages.f32"), load("labels.f32"), load("titles.f32")
n = len(stored)
owner = np.array([label["concept"] for label in meta["labels"]])
held = np.array([label["heldOut"] for label in meta["labels"]])
share = np.array([concept["labelShare"] for concept in meta["concepts"]], dtype=np.float32)
sums = np.zeros((n, D), np.float32)
np.add.at(sums, owner, labels)


def recipe(label_sums):
    return unit((1 - share[:, None]) * passages + share[:, None] * unit(label_sums))


check = (recipe(sums) * stored).sum(1)
print(f"recipe check: cosine of recomputed to stored vectors min {check.min():.5f}")

title_concept = np.array([title["concept"] for title in meta["titles"]])
test = np.array([title["test"] for title in meta["titles"]])
validation = (~test) & (title_concept >= 0)


def evaluate(W, name):
    q = unit(titles[validation] @ W.T)
    scores = q @ stored.T
    right = scores[np.arange(len(q)), title_concept[validation]]
    rank = (scores > right[:, None]).sum(1) + 1
    # Held-out labels: their occupation's vector without them, the others as stored.
    hq = unit(labels[held] @ W.T)
    own = owner[held]
    without = unit((1 - share[own, None]) * passages[own] + share[own, None] * unit(sums[own] - labels[held]))
    hs = hq @ stored.T
    hr_right = (hq * without).sum(1)
    hs[np.arange(len(hq)), own] = hr_right
    hrank = (hs > hr_right[:, None]).sum(1) + 1
    print(
        f"| {name} | {np.mean(rank == 1) * 100:.1f}% / {np.mean(rank <= 5) * 100:.1f}% / {np.mean(1 / rank):.3f} "
        f"| {np.mean(hrank == 1) * 100:.1f}% / {np.mean(1 / hrank):.3f} |",
        flush=True,
    )


print(f"{validation.sum()} validation titles, {held.sum()} held-out labels, {(~held).sum()} training labels")
print("| Adapter | JobBERT validation acc@1 / acc@5 / MRR | held-out labels hit@1 / MRR |")
print("|---|---|---|")
identity = np.eye(D, dtype=np.float32)
evaluate(identity, "none")
rng = np.random.default_rng(args.seed)
by_concept = {}
for i in np.where(~held)[0]:
    by_concept.setdefault(owner[i], []).append(i)
concepts = np.array([c for c, ls in by_concept.items() if (owner == c).sum() > 1])
W = identity.copy()
m, v, step, batch = np.zeros_like(W), np.zeros_like(W), 0, 256
for r in range(args.rounds):
    pick = np.array([rng.choice(by_concept[c]) for c in concepts])
    round_sums = sums.copy()
    round_sums[concepts] -= labels[pick]
    targets = recipe(round_sums)
    order = rng.permutation(len(pick))
    for start in range(0, len(order), batch):
        idx = pick[order[start : start + batch]]
        x, y = labels[idx], owner[idx]
        z = x @ W.T
        norm = np.linalg.norm(z, axis=1, keepdims=True)
        q = z / norm
        logits = q @ targets.T / args.tau
        logits -= logits.max(1, keepdims=True)
        p = np.exp(logits)
        p /= p.sum(1, keepdims=True)
        p[np.arange(len(idx)), y] -= 1
        gq = (p / (len(idx) * args.tau)) @ targets
        gz = (gq - (gq * q).sum(1, keepdims=True) * q) / norm
        grad = gz.T @ x
        if args.diagonal:
            grad = np.diag(np.diag(grad))
        step += 1
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad**2
        W -= args.lr * (m / (1 - 0.9**step)) / (np.sqrt(v / (1 - 0.999**step)) + 1e-8)
    if (r + 1) % 5 == 0:
        evaluate(W, f"{'diagonal' if args.diagonal else 'full'}, tau {args.tau}, lr {args.lr}, {r + 1} rounds")
