import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, type S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3Config } from "../platform/config.ts";
import { createS3Client } from "../platform/storage-s3.ts";

/**
 * The credentials s3rver accepts (any would do; the SDK needs some to sign with), and the SDK's
 * switch for its one-time "newer versions will need Node 22" warning (noise in a test run on Node 20).
 */
const TEST_ENV = {
  AWS_ACCESS_KEY_ID: "S3RVER",
  AWS_SECRET_ACCESS_KEY: "S3RVER",
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
} as const;

export type TestS3Server = {
  /** Path-style config for the running server, its bucket already made. */
  config: S3Config;
  /** The env variables that select it, for `createTestApp(backend, env)`. */
  env: Record<string, string>;
  client: S3Client;
  /** Stops the listener (the objects stay on disk): calls fail as in an outage. */
  stop(): Promise<void>;
  /** Cuts every open connection at once (responses mid-body end with a reset), the listener stays. */
  dropConnections(): void;
  /** Stops the server if running, restores the credential variables, removes its files. */
  close(): Promise<void>;
};

/**
 * Starts a real S3-protocol server (s3rver, objects in a temporary folder) on a free loopback port and
 * creates `bucket`. The SDK takes credentials from its standard chain, so AWS_ACCESS_KEY_ID /
 * AWS_SECRET_ACCESS_KEY are set in process.env until `close()` (which puts back what was there):
 * without them the chain would go on to ask an instance-metadata address.
 */
export async function startTestS3Server(bucket = "office-test"): Promise<TestS3Server> {
  const saved = Object.fromEntries(Object.keys(TEST_ENV).map((k) => [k, process.env[k]]));
  Object.assign(process.env, TEST_ENV);
  const directory = mkdtempSync(path.join(tmpdir(), "office-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  const { port } = await server.run();
  let running = true;
  const config: S3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    forcePathStyle: true,
  };
  const client = createS3Client(config);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  const stop = async () => {
    if (!running) return;
    running = false;
    await server.close();
  };
  return {
    config,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: config.endpoint ?? "", S3_FORCE_PATH_STYLE: "1" },
    client,
    stop,
    dropConnections() {
      // s3rver keeps its http.Server in `httpServer` (not in its typings).
      (server as unknown as { httpServer: Server }).httpServer.closeAllConnections();
    },
    async close() {
      await stop();
      client.destroy();
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
