// The S3-compatible store both instances share: s3rver on a loopback port, storing in `directory`.
import S3rver from 's3rver';

const BUCKET = 'founder-dashboard-scale';

/** Starts s3rver and returns the STORAGE_DRIVER=s3 settings that reach its bucket. */
export async function startObjectStore(directory) {
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await server.run();
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // The one access key s3rver knows.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: () => server.close(),
  };
}
