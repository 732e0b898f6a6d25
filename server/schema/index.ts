import { builder } from '../builder';
import './locale';
import './image';
import './entry';
import './entry-list';
import './entry-counts';
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

export const schema = builder.toSchema({ sortSchema: true });
