import { chromium } from '@playwright/test';
import { chromiumArgs } from './phone-profile.mjs';
import { phoneTapRows } from './phone-taps.mjs';
import { printTable } from './report.mjs';
const launch = () => chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs() });
printTable('dbg', await phoneTapRows({ web: 'http://127.0.0.1:3390', launch }));
