import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobMissingError, diskBlobs, parseS3Url } from './drive-blobs';

describe('DRIVE_S3_URL', () => {
  it('reads endpoint, bucket, region and the key pair (percent-decoded)', () => {
    expect(parseS3Url('https://AKIA123:s%2Fecr%40t@s3.eu-west-1.amazonaws.com/drillspace-drive?region=eu-west-1')).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'drillspace-drive',
      region: 'eu-west-1',
      accessKeyId: 'AKIA123',
      secretAccessKey: 's/ecr@t',
    });
    expect(parseS3Url('http://minio:minio123@10.0.0.5:9000/files/').region).toBe('us-east-1');
  });

  it('names what is wrong, never echoing the secret', () => {
    const cases: [string, RegExp][] = [
      ['not a url', /not a URL/],
      ['s3://k:s@host/bucket', /must start with http/],
      ['http://k:s@host:9000/', /must be a bucket name/],
      ['http://k:s@host:9000/Bad_Bucket', /must be a bucket name/],
      ['http://host:9000/bucket', /access key and secret/],
    ];
    for (const [url, message] of cases) {
      expect(() => parseS3Url(url)).toThrow(message);
      try {
        parseS3Url(url);
      } catch (e) {
        expect((e as Error).message).not.toContain(':s@');
      }
    }
  });
});

describe('disk blobs', () => {
  it('reads back what it stored; a missing key is a BlobMissingError before any byte is streamed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'blobs-'));
    try {
      const blobs = diskBlobs(dir);
      const key = await blobs.put(Buffer.from('MD,Inc,Azi\n'));
      const chunks: Buffer[] = [];
      for await (const c of await blobs.read(key)) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe('MD,Inc,Azi\n');
      expect((await blobs.digest(key)).size).toBe(11);
      await blobs.remove(key);
      await expect(blobs.read(key)).rejects.toBeInstanceOf(BlobMissingError);
      await expect(blobs.digest(key)).rejects.toThrow(`stored bytes ${key} are missing`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
