import './locale';

export * from './app';
export * from './constants';
export * from './endpoint';
export * from './endpoints';
export * from './launch/categories';
export * from './launch/config';
export * from './launch/regions';
export * from './protocol/codes';
export * from './protocol/envelope';
export * from './protocol/headers';
export * from './protocol/messages';
export * from './protocol/signature';
export * from './time';
export * from './validators';
