/**
 * The nginx site of deploy/daypedia.conf.template with its placeholders filled in, as the nginx
 * image's envsubst fills them in docker-compose.yml: one template for both.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX_TEMPLATE = path.resolve(import.meta.dirname, '../../deploy/daypedia.conf.template');

/** `listen` as nginx's listen directive takes it; `instances` as host:port, exactly two. */
export function renderNginxSite({ listen, instances }: { listen: string; instances: string[] }): string {
  if (instances.length !== 2) throw new Error(`The template names two instances, got ${instances.length}`);
  const values: Record<string, string> = { DAYPEDIA_LISTEN: listen, DAYPEDIA_INSTANCE_1: instances[0], DAYPEDIA_INSTANCE_2: instances[1] };
  return readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\$\{(DAYPEDIA_[A-Z0-9_]+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${NGINX_TEMPLATE} has a placeholder the soak does not fill: ${placeholder}`);
    return value;
  });
}
