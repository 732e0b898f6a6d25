import { configDefaults, defineConfig } from 'vitest/config';
import unit from '../../vitest.config.ts';
import browser from '../browser/vitest.config.ts';
import { SLOW_BROWSER_TESTS, SLOW_UNIT_TESTS } from './slow-files.ts';

/** The slow tier (`npm run test:slow`, after a build): its unit and its browser tests, each with their own set-up. */
export default defineConfig({
  test: {
    projects: [
      { resolve: unit.resolve, test: { ...unit.test, name: 'slow', include: SLOW_UNIT_TESTS, exclude: configDefaults.exclude } },
      { test: { ...browser.test, name: 'slow browser', include: SLOW_BROWSER_TESTS, exclude: configDefaults.exclude } },
    ],
  },
});
