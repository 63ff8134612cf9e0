module.exports = require('@whalewatch/shared/jest-preset');
