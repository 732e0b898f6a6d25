import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'client/app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
