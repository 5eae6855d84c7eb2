export * from './api';
export * from './component-settings';
export * from './form-definition';
export * from './permission-tile';
export * from './screen-config';
export * from './resource';
export * from './seed';
export * from './package';
