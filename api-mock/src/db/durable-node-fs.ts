import { fdatasyncSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/** Emscripten's errno for EIO: what PostgreSQL sees when the disk refuses a sync. */
const EMSCRIPTEN_EIO = 29;

/**
 * PostgreSQL settings that make a commit wait for its WAL to be on disk. PGlite starts with fsync off (`-F`), and
 * its file system maps `fdatasync` to nothing, so the WAL is synced through plain `fsync`, which reaches the
 * file system's stream `fsync` below.
 */
export const DURABLE_START_PARAMS: readonly string[] = ["-c", "fsync=on", "-c", "wal_sync_method=fsync"];

interface EmscriptenStream {
  nfd?: number;
}
interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } };
  FS: { ErrnoError: new (errno: number) => Error };
}
type InitResult = Awaited<ReturnType<NodeFS["init"]>>;
type PreRun = (module: EmscriptenModule) => void;

/**
 * PGlite's Node file system with a real `fsync`. Its emscripten NODEFS writes with `fs.writeSync`, which only
 * reaches the kernel's page cache, and has no `fsync` of its own, so PostgreSQL's syncs did nothing: a 2xx answer
 * could be lost in a machine crash (a process crash was already safe). Here every sync PostgreSQL asks for is a
 * `fdatasync` of the real file, and a failed one is an I/O error to PostgreSQL, which then refuses to go on.
 */
export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly sync: (fd: number) => void = fdatasyncSync,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, options: Parameters<NodeFS["init"]>[1]): Promise<InitResult> {
    const result = await super.init(pg, options);
    const preRun = (result.emscriptenOpts.preRun ?? []) as PreRun[];
    const installSync: PreRun = (module) => {
      module.NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd === undefined) return 0;
        try {
          this.sync(stream.nfd);
          return 0;
        } catch {
          throw new module.FS.ErrnoError(EMSCRIPTEN_EIO);
        }
      };
    };
    return { ...result, emscriptenOpts: { ...result.emscriptenOpts, preRun: [...preRun, installSync] } };
  }
}
