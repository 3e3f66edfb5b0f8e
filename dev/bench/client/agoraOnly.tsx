// Everything Agora exports and nothing else: `npm run bench:client` bundles
// this next to the dev app to tell what Agora's own imports pull into a
// portal from what the dev app's other plugins bring.
import * as agora from '../../../src';
import * as agoraAlpha from '../../../src/alpha';

Object.assign(window, { agora, agoraAlpha });
