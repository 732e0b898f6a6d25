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
import './export';

export const schema = builder.toSchema({ sortSchema: true });
