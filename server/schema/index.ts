import { builder } from '../builder';
import './locale';
import './image';
import './entry';
import './day';
import './stats';
import './errors';
import './user';
import './revision';
import './writing';
import './review';
import './comment';
import './donation';
import './personal-entry';
import './api-token';
import './rate-limit';

export const schema = builder.toSchema({ sortSchema: true });
