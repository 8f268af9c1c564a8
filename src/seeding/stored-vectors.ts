// Concept embeddings shipped beside the bundled data (seeds/embeddings/, written by
// `npm run build-vectors`), so a first start writes vectors instead of running the model over 50,000
// concepts. Each vector is kept as int8 with one float32 scale (value = int8 x scale: cosine against
// full precision >= 0.9999), with the id and embedding-text hash of its concept, under a manifest naming
// the model (id and install recipe) and the files' checksums. A stored vector is used only for a concept
// whose text hash and model both match; anything else is embedded at run time (src/seeding/embed.ts).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

export const STORED_VECTORS_DIR = join(import.meta.dirname, '..', '..', 'seeds', 'embeddings');
const FORMAT = 'skillgraph-vectors/1';
const MANIFEST = 'manifest.json';
const CONCEPTS_FILE = 'concepts.tsv.gz';
const VECTORS_FILE = 'vectors.bin.gz';

export interface StoredVectorsManifest {
  format: string;
  /** The embedding model's id and the recipe it was installed from (scripts/models/fetch-model.sh). */
  model: string;
  model_recipe: string;
  dimensions: number;
  count: number;
  encoding: string;
  /** `concepts.tsv.gz`: one `id<TAB>text hash` line per vector, in the vectors' order (ids ascending). */
  concepts: { file: string; sha256: string };
  /** `vectors.bin.gz`: count float32 scales (little-endian), then count x dimensions int8 values. */
  vectors: { file: string; sha256: string };
  /** The releases of seeds/ the vectors were computed for (informative: staleness is per concept). */
  seeds: Record<string, string>;
  built_with: string;
  built_at: string;
}

export interface StoredVector {
  hash: string;
  vector: number[];
}

/** Where embedConcepts may take a concept's vector instead of running the model. */
export interface VectorSource {
  /** Whether the vectors were made by this model (same id and same installed weights). */
  madeBy(model: { id: string; recipe?: string | undefined }): boolean;
  /** The vector of this concept if it was made from the text with this hash. */
  forText(id: string, hash: string): number[] | undefined;
}

export class StoredVectors implements VectorSource {
  readonly manifest: StoredVectorsManifest;
  private readonly rows: Map<string, number>;
  private readonly hashes: string[];
  private readonly scales: Float32Array;
  private readonly values: Int8Array;

  constructor(
    manifest: StoredVectorsManifest,
    ids: string[],
    hashes: string[],
    scales: Float32Array,
    values: Int8Array,
  ) {
    this.manifest = manifest;
    this.rows = new Map(ids.map((id, row) => [id, row]));
    this.hashes = hashes;
    this.scales = scales;
    this.values = values;
  }

  get size() {
    return this.rows.size;
  }

  madeBy(model: { id: string; recipe?: string | undefined }): boolean {
    return this.manifest.model === model.id && this.manifest.model_recipe === (model.recipe ?? '');
  }

  /** The stored hash and vector of a concept (unit length again after dequantising), if any. */
  get(id: string): StoredVector | undefined {
    const row = this.rows.get(id);
    if (row === undefined) return undefined;
    const width = this.manifest.dimensions;
    const scale = this.scales[row]!;
    const vector = new Array<number>(width);
    let norm = 0;
    for (let i = 0; i < width; i++) {
      vector[i] = this.values[row * width + i]! * scale;
      norm += vector[i]! ** 2;
    }
    const unit = 1 / (Math.sqrt(norm) || 1);
    for (let i = 0; i < width; i++) vector[i]! *= unit;
    return { hash: this.hashes[row]!, vector };
  }

  forText(id: string, hash: string): number[] | undefined {
    const stored = this.get(id);
    return stored?.hash === hash ? stored.vector : undefined;
  }

  ids(): IterableIterator<string> {
    return this.rows.keys();
  }
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Reads the shipped vectors, checking both files against the manifest's checksums (a damaged or
 * half-written file is an error, never a silent set of wrong vectors). Undefined when none are shipped.
 */
export function readStoredVectors(directory = STORED_VECTORS_DIR): StoredVectors | undefined {
  const manifestPath = join(directory, MANIFEST);
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as StoredVectorsManifest;
  if (manifest.format !== FORMAT)
    throw new Error(`${manifestPath}: format ${manifest.format} is not ${FORMAT}`);
  const read = (file: { file: string; sha256: string }) => {
    const bytes = readFileSync(join(directory, file.file));
    if (sha256(bytes) !== file.sha256)
      throw new Error(`${join(directory, file.file)} does not match its checksum in ${manifestPath}`);
    return gunzipSync(bytes);
  };
  const lines = read(manifest.concepts).toString('utf8').split('\n').filter(Boolean);
  const binary = read(manifest.vectors);
  const count = manifest.count;
  const width = manifest.dimensions;
  if (lines.length !== count || binary.length !== count * 4 + count * width)
    throw new Error(`${directory}: the files do not hold the ${count} vectors the manifest announces`);
  const ids: string[] = [];
  const hashes: string[] = [];
  for (const line of lines) {
    const tab = line.indexOf('\t');
    ids.push(line.slice(0, tab));
    hashes.push(line.slice(tab + 1));
  }
  // Copied into aligned arrays (the gunzipped buffer may start at any offset of a shared pool).
  const scales = new Float32Array(count);
  const view = new DataView(binary.buffer, binary.byteOffset, binary.byteLength);
  for (let row = 0; row < count; row++) scales[row] = view.getFloat32(row * 4, true);
  const values = new Int8Array(
    binary.buffer.slice(binary.byteOffset + count * 4, binary.byteOffset + binary.byteLength),
  );
  return new StoredVectors(manifest, ids, hashes, scales, values);
}

/** int8 with one scale per vector: the largest component maps to 127. */
export function quantise(vector: number[]): { scale: number; values: Int8Array } {
  let largest = 0;
  for (const value of vector) largest = Math.max(largest, Math.abs(value));
  const scale = largest / 127 || 1;
  return { scale, values: Int8Array.from(vector, (value) => Math.round(value / scale)) };
}

/** Writes the files and then the manifest (last, so an interrupted write is never taken as whole). */
export function writeStoredVectors(
  directory: string,
  rows: { id: string; hash: string; vector: number[] }[],
  meta: Pick<StoredVectorsManifest, 'model' | 'model_recipe' | 'dimensions' | 'seeds' | 'built_with'>,
): StoredVectorsManifest {
  mkdirSync(directory, { recursive: true });
  const sorted = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const count = sorted.length;
  const width = meta.dimensions;
  const binary = Buffer.alloc(count * 4 + count * width);
  for (const [row, { vector }] of sorted.entries()) {
    if (vector.length !== width) throw new Error(`vector ${sorted[row]!.id} has ${vector.length} dimensions`);
    const { scale, values } = quantise(vector);
    binary.writeFloatLE(scale, row * 4);
    binary.set(new Uint8Array(values.buffer), count * 4 + row * width);
  }
  // mtime 0 in the gzip header, so the same vectors always give the same bytes.
  const concepts = gzipSync(sorted.map((row) => `${row.id}\t${row.hash}\n`).join(''), { level: 9 });
  const vectors = gzipSync(binary, { level: 9 });
  const manifest: StoredVectorsManifest = {
    format: FORMAT,
    model: meta.model,
    model_recipe: meta.model_recipe,
    dimensions: width,
    count,
    encoding: 'int8, one float32 scale per vector (value = int8 x scale), re-normalised on reading',
    concepts: { file: CONCEPTS_FILE, sha256: sha256(concepts) },
    vectors: { file: VECTORS_FILE, sha256: sha256(vectors) },
    seeds: meta.seeds,
    built_with: meta.built_with,
    built_at: new Date().toISOString(),
  };
  const manifestPath = join(directory, MANIFEST);
  // The old manifest goes first: the new files never sit under a manifest that does not describe them.
  rmSync(manifestPath, { force: true });
  writeFileSync(join(directory, CONCEPTS_FILE), concepts);
  writeFileSync(join(directory, VECTORS_FILE), vectors);
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
