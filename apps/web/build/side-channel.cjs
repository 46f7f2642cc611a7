'use strict';

/**
 * The browser build's stand-in for the `side-channel` package (vite.config.ts aliases it), which
 * qs (refine's query strings, in the entry) uses to remember objects already visited. The package
 * picks among WeakMap, Map and list implementations through get-intrinsic and call-bound, and
 * names a missing key with object-inspect: about 8 kB gzip on /login for what every browser
 * the app supports has built in. Same interface: assert, delete, get, has, set.
 */
module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var others = new Map();
  function store(key) {
    return key !== null && (typeof key === 'object' || typeof key === 'function') ? objects : others;
  }
  var channel = {
    assert: function (key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    'delete': function (key) {
      return store(key)['delete'](key);
    },
    get: function (key) {
      return store(key).get(key);
    },
    has: function (key) {
      return store(key).has(key);
    },
    set: function (key, value) {
      store(key).set(key, value);
    },
  };
  return channel;
};
