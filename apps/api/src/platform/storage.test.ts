import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessResponseSchema } from '@app/contracts';
import { sweepOrphanFiles } from '#src/modules/uploads/uploads.service.ts';
import { createTestCluster, type TestCluster, type TestContext } from '#test/app.ts';
import { createUser, type TestUser } from '#test/builders.ts';
import { image, multipart, validBusiness } from '#test/businesses.ts';
import { call } from '#src/modules/auth/test-support.ts';
import { startS3Server } from '#test/s3-server.ts';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { exportStore, fileStore } from './storage.ts';

/**
 * A file uploaded through one instance is served, removed and swept by another, with the disk
 * shared by path and with an S3-compatible bucket (s3rver, started here). ADR 021.
 */
function storageSuite(name: string, backend: 'disk' | 's3') {
  describe(name, () => {
    let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
    let cluster: TestCluster;
    let a: TestContext;
    let b: TestContext;
    let owner: TestUser;
    beforeAll(async () => {
      if (backend === 's3') s3 = await startS3Server();
      cluster = await createTestCluster(2, s3?.env ?? {});
      [a, b] = cluster.nodes as [TestContext, TestContext];
      owner = await createUser(a);
    });
    afterAll(async () => {
      await cluster.close();
      await s3?.close();
    });

    const stored = async (node: TestContext) =>
      (await fileStore(node.app.deps).list()).map((f) => f.name);

    it('a logo uploaded through A is served by B, and removed through B for A', async () => {
      expect(fileStore(a.app.deps).kind).toBe(backend);
      const form = await multipart(validBusiness(), [
        { buffer: await image('png', 300, 200), filename: 'logo.png', type: 'image/png' },
      ]);
      const created = await a.app.inject({
        method: 'POST',
        url: '/api/businesses',
        headers: { ...owner.headers, ...form.headers },
        payload: form.payload,
      });
      expect(created.statusCode, created.body).toBe(201);
      const business = BusinessResponseSchema.parse(created.json()).business;
      expect(business.logoUrl).toBe(`/uploads/${business.logo}`);

      const onDisk = existsSync(path.join(a.config.DATA_DIR, 'uploads', business.logo!));
      expect(onDisk).toBe(backend === 'disk');
      expect(await stored(b)).toContain(business.logo);

      const served = await b.app.inject({ method: 'GET', url: business.logoUrl! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=604800, immutable');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 300,
        height: 200,
      });
      const fromA = await a.app.inject({ method: 'GET', url: business.logoUrl! });
      expect(fromA.rawPayload.equals(served.rawPayload)).toBe(true);

      const removed = await b.app.inject({
        method: 'DELETE',
        url: `/api/businesses/${business.id}/logo`,
        headers: owner.headers,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await a.app.inject({ method: 'GET', url: business.logoUrl! })).statusCode).toBe(404);
      expect(await stored(a)).not.toContain(business.logo);
    });

    it('answers 404 for an unknown or malformed name', async () => {
      const unknown = await b.app.inject({ method: 'GET', url: `/uploads/${'a'.repeat(32)}.webp` });
      expect(unknown.statusCode).toBe(404);
      const traversal = await b.app.inject({ method: 'GET', url: '/uploads/..%2Fjwt-secret' });
      expect(traversal.statusCode).toBe(404);
    });

    it('serves an image resized to the widths phones ask for, and only those', async () => {
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await fileStore(a.app.deps).put(name, await image('webp', 800, 400), 'image/webp');
      const small = await b.app.inject({ method: 'GET', url: `/uploads/${name}?w=320` });
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-type']).toBe('image/webp');
      expect(small.headers['cache-control']).toBe('public, max-age=604800, immutable');
      expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 320, height: 160 });
      // Never enlarged: the 800 px original is the largest there is.
      const large = await b.app.inject({ method: 'GET', url: `/uploads/${name}?w=960` });
      expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 800, height: 400 });
      for (const w of ['500', 'abc', '']) {
        const odd = await b.app.inject({ method: 'GET', url: `/uploads/${name}?w=${w}` });
        expect(odd.statusCode, w).toBe(404);
      }
      // A stored file that no longer decodes is sent as stored, not a 500.
      const damaged = `${'e'.repeat(32)}.webp`;
      const bytes = (await image('webp', 800, 400)).subarray(0, 200);
      await fileStore(a.app.deps).put(damaged, bytes, 'image/webp');
      const cut = await b.app.inject({ method: 'GET', url: `/uploads/${damaged}?w=320` });
      expect(cut.statusCode).toBe(200);
      expect(cut.rawPayload.equals(bytes)).toBe(true);
      await fileStore(a.app.deps).remove(damaged);
      const missing = `${'d'.repeat(32)}.webp`;
      const unknown = await b.app.inject({ method: 'GET', url: `/uploads/${missing}?w=320` });
      expect(unknown.statusCode).toBe(404);
      await fileStore(a.app.deps).remove(name);
    });

    it('storage use is what the store holds, read by B through admin health', async () => {
      const before = await fileStore(b.app.deps).usage();
      const one = await image('webp', 40, 40);
      const two = await image('webp', 300, 100);
      const names = [`${'c'.repeat(32)}.webp`, `${'f'.repeat(32)}.webp`];
      await fileStore(a.app.deps).put(names[0]!, one, 'image/webp');
      await fileStore(a.app.deps).put(names[1]!, two, 'image/webp');
      const after = await fileStore(b.app.deps).usage();
      expect(after).toEqual({
        bytes: before.bytes + one.length + two.length,
        files: before.files + 2,
      });
      const listed = await fileStore(b.app.deps).list();
      expect(listed.reduce((n, f) => n + f.size, 0)).toBe(after.bytes);

      const admin = await createUser(b, { adminRole: 'super_admin' });
      const health = await call(b, { method: 'GET', url: '/api/admin/health', token: admin.token });
      expect(health.statusCode, health.body).toBe(200);
      expect(health.json().storage).toEqual({
        kind: backend,
        uploads_bytes: after.bytes,
        uploads_files: after.files,
      });
      for (const name of names) await fileStore(a.app.deps).remove(name);
      expect(await fileStore(b.app.deps).usage()).toEqual(before);
    });

    it('an export streamed in through A is read by B, apart from the uploads (ADR 078)', async () => {
      const bytes = randomBytes(3 * 1024 * 1024 + 17);
      const name = 'export-test.zip';
      const chunks = Array.from({ length: 4 }, (_, i) =>
        bytes.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024),
      );
      await exportStore(a.app.deps).putStream(
        name,
        Readable.from(chunks),
        bytes.length,
        'application/zip',
      );
      const file = await exportStore(b.app.deps).get(name);
      expect(file?.size).toBe(bytes.length);
      expect((await readAll(file!.body)).equals(bytes)).toBe(true);
      // Not an upload: not listed there, not served under /uploads/.
      expect(await stored(b)).not.toContain(name);
      expect((await b.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404);
      await exportStore(b.app.deps).remove(name);
      expect(await exportStore(a.app.deps).get(name)).toBeNull();
    });

    it('the sweep on B removes an orphan A stored, once it is past the grace period', async () => {
      const orphan = `${'b'.repeat(32)}.webp`;
      await fileStore(a.app.deps).put(orphan, await image('webp', 10, 10), 'image/webp');
      expect(await sweepOrphanFiles(b.app.deps, new Date())).toBe(0);
      expect(await stored(b)).toContain(orphan);
      const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
      expect(await sweepOrphanFiles(b.app.deps, later)).toBe(1);
      expect(await stored(a)).not.toContain(orphan);
    });
  });
}

storageSuite('uploads across instances: disk shared by path', 'disk');
storageSuite('uploads across instances: S3-compatible bucket', 's3');
