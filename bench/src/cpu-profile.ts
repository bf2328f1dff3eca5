import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

/*
 * CPU time the server process spends on one scenario, a measure the shared machine's load does
 * not move much (wall-clock throughput does): `process.cpuUsage()` around the scenario (every
 * thread of the process, so on PGlite its worker's database work too). With BENCH_CPU_PROFILE=<dir>
 * the scenario is also profiled (V8 sampling profiler, this process only) into
 * <dir>/<name>.cpuprofile, for `node src/profile-summary.ts <file>` or Chrome DevTools.
 */

export interface CpuMeasure {
  /** Milliseconds of CPU (user + system) the process used while `work` ran. */
  cpuMs: number;
  /** Of which in the kernel (socket writes to the database and the client are most of it). */
  systemMs: number;
  profilePath: string | null;
}

export async function measureCpu<T>(
  name: string,
  work: () => Promise<T>,
): Promise<{ result: T } & CpuMeasure> {
  const dir = process.env.BENCH_CPU_PROFILE;
  const session = dir ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  const before = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(before);
  let profilePath: string | null = null;
  if (session && dir) {
    const { profile } = await session.post('Profiler.stop');
    profilePath = path.resolve(dir, `${name}-${Date.now()}.cpuprofile`);
    await writeFile(profilePath, JSON.stringify(profile));
    session.disconnect();
  }
  return {
    result,
    cpuMs: (used.user + used.system) / 1000,
    systemMs: used.system / 1000,
    profilePath,
  };
}
