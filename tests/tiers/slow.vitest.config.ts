import { configDefaults, defineConfig } from 'vitest/config';
import unit from '../../vitest.config.ts';
import { browserTests } from '../browser/vitest.config.ts';
import { QUICK_BROWSER_TESTS, SLOW_UNIT_TESTS } from './tier-files.ts';

/** The slow tier (`npm run test:slow`, after a build): its unit tests, and the browser tests `npm test` leaves out. */
export default defineConfig({
  test: {
    projects: [
      // They start, stop and kill servers of their own: one file at a time, as Vitest runs them on two cores.
      { resolve: unit.resolve, test: { ...unit.test, maxWorkers: undefined, name: 'slow', include: SLOW_UNIT_TESTS, exclude: configDefaults.exclude } },
      {
        test: {
          ...browserTests.test,
          name: 'slow browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...QUICK_BROWSER_TESTS],
        },
      },
    ],
  },
});
