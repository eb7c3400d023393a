import { PassThrough, Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Config } from "./config.ts";
import { serviceUnavailable } from "./errors.ts";
import { assertSafeKey, STORAGE_UNAVAILABLE_MESSAGE, type FileStorage } from "./storage.ts";

/** Milliseconds to open a TCP connection to the store before the attempt counts as failed. */
const CONNECT_TIMEOUT_MS = 3_000;
/** Milliseconds from sending a request to the store's response headers (the body may take longer). */
const RESPONSE_TIMEOUT_MS = 30_000;

/**
 * The S3 client for `config` (issue 20 §1): any S3-compatible store (AWS, MinIO, Garage, Ceph) at
 * `endpoint`, path-style when asked. Credentials come from the AWS SDK's standard chain
 * (`AWS_ACCESS_KEY_ID` / `AWS_SECRET_ACCESS_KEY`, a profile, an instance role). Request checksums only
 * where S3 requires them: the SDK's newer default (CRC32 trailers on every upload) is not understood by
 * every S3-compatible store. Up to 3 attempts per call, the SDK's back-off between them.
 */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: RESPONSE_TIMEOUT_MS },
  });
}

/**
 * The {@link FileStorage} on `bucket`: the object key is the storage key as it is (tenant-prefixed,
 * checked by `assertSafeKey`). A missing object is null (`get`, `open`); anything else the store or the
 * network does wrong (connection refused, a timeout, a 5xx, a refused signature, no such bucket) is
 * thrown as a 503 AppError with {@link STORAGE_UNAVAILABLE_MESSAGE}, its cause kept for the log.
 */
export function createS3Storage(client: S3Client, bucket: string): FileStorage {
  async function getObject(key: string) {
    assertSafeKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch (err) {
      if (isMissingObject(err)) return null;
      throw storageUnavailable(err);
    }
  }
  return {
    async put(key, data) {
      assertSafeKey(key);
      await sendOr503(() =>
        client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentLength: data.length }),
        ),
      );
    },
    async get(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      const body = object.Body;
      return sendOr503(async () => Buffer.from(await body.transformToByteArray()));
    },
    async open(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
        if (object.Body instanceof Readable) object.Body.destroy();
        throw storageUnavailable(new Error("the store's answer had no readable body or no length"));
      }
      return { body: withStorageErrors(object.Body), size: object.ContentLength };
    },
    async delete(key) {
      assertSafeKey(key);
      await sendOr503(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
    },
  };
}

/**
 * The object's body as read by the route, its failures (a connection dropped mid-file) turned into the
 * 503 AppError: before the first byte is sent the error handler answers 503, not 500; later Fastify can
 * only cut the response. A consumer that stops early (the browser went away) releases the connection.
 */
function withStorageErrors(body: Readable): Readable {
  const out = new PassThrough();
  body.once("error", (err) => out.destroy(storageUnavailable(err)));
  out.once("close", () => {
    if (!body.readableEnded) body.destroy();
  });
  return body.pipe(out);
}

/** Runs one call to the store; any failure becomes the 503 AppError (see {@link createS3Storage}). */
export async function sendOr503<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw storageUnavailable(err);
  }
}

/** True for the store's "no such object" (`NoSuchKey` from GET, `NotFound` from HEAD), not for a missing bucket. */
export function isMissingObject(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.name === "NoSuchKey" || err.name === "NotFound");
}

function storageUnavailable(cause: unknown) {
  return serviceUnavailable(STORAGE_UNAVAILABLE_MESSAGE, cause);
}
