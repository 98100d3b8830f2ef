import { Redis } from 'ioredis';

import { dropDatabase } from './databases';
import { redisUrl } from './test-environment';

export default async function globalTeardown(): Promise<void> {
  const template = process.env.TB_TEST_TEMPLATE_DB;
  if (template) await dropDatabase(template);
  const prefix = process.env.TB_TEST_QUEUE_PREFIX;
  if (prefix) {
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  }
}
