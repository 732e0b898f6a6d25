/**
 * Firebase Authentication for the server: a configured project in production, or the Auth
 * emulator on a fresh machine. Also gives the web configuration the browser signs in with.
 */
import { cert, deleteApp, initializeApp, type ServiceAccount } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Config } from '../config';
import { EMULATOR_PROJECT_ID, startAuthEmulator } from './emulator';

import type { FirebaseWebConfig } from '#shared/page-context';

export interface Firebase {
  auth: Auth;
  web: FirebaseWebConfig;
  stop(): Promise<void>;
}

export async function startFirebase(config: Config, { dataDir, root }: { dataDir: string; root: string }): Promise<Firebase> {
  if (config.FIREBASE_PROJECT_ID) {
    const app = initializeApp(
      { credential: cert(JSON.parse(config.FIREBASE_SERVICE_ACCOUNT!) as ServiceAccount), projectId: config.FIREBASE_PROJECT_ID },
      'daypedia',
    );
    return {
      auth: getAuth(app),
      web: { apiKey: config.FIREBASE_API_KEY!, authDomain: config.FIREBASE_AUTH_DOMAIN!, projectId: config.FIREBASE_PROJECT_ID, emulatorUrl: null },
      stop: () => deleteApp(app),
    };
  }
  const emulator = await startAuthEmulator({ dataDir, root, port: config.FIREBASE_AUTH_EMULATOR_PORT });
  // firebase-admin finds the emulator through this variable.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const app = initializeApp({ projectId: EMULATOR_PROJECT_ID }, 'daypedia');
  return {
    auth: getAuth(app),
    web: {
      apiKey: 'demo-api-key',
      authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
      projectId: EMULATOR_PROJECT_ID,
      emulatorUrl: `http://${emulator.host}`,
    },
    async stop() {
      await deleteApp(app);
      await emulator.stop();
    },
  };
}
