// moment-timezone without its bundled data, the entry Form.io imports (typed as the package's main entry).
declare module 'moment-timezone/moment-timezone' {
  import moment from 'moment-timezone';
  export default moment;
}
