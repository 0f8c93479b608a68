import type { MantineColorsTuple } from '@mantine/core';

/**
 * The base theme's colours: Mantine's scales (the dark one, for the dark scheme, aside) with the shade that carries
 * text made legible by `readableScale`. Shade 6 fills buttons under white text, colours outline and anchor text and
 * `c="..."` text, and gray's shade 6 is the dimmed text; Mantine's own gray-6 (#868e96, 3.32:1 on white) and indigo-6
 * (#4c6ef5, 4.32:1) are below WCAG AA's 4.5:1. The rest of each scale is Mantine's. Kept as a table: computing it as
 * the app loaded cost every page, the login page included, 20-30 ms before its first paint on a 2-core machine
 * (issue 22). theme.test.ts computes it again and fails when it differs (a new Mantine version), showing the lines
 * to paste here.
 */
export const READABLE_COLOURS: Record<string, MantineColorsTuple> = {
  gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#6a727b', '#495057', '#343a40', '#212529'],
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#e20707', '#c00606', '#a30505', '#8b0404'],
  pink: ['#fff0f6', '#ffdeeb', '#fcc2d7', '#faa2c1', '#f783ac', '#f06595', '#d41d5d', '#b4194f', '#991543', '#821239'],
  grape: ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#b02ad1', '#9624b2', '#801f97', '#6d1a80'],
  violet: [
    '#f3f0ff',
    '#e5dbff',
    '#d0bfff',
    '#b197fc',
    '#9775fa',
    '#845ef7',
    '#764bf2',
    '#7048e8',
    '#6741d9',
    '#5f3dc4',
  ],
  indigo: [
    '#edf2ff',
    '#dbe4ff',
    '#bac8ff',
    '#91a7ff',
    '#748ffc',
    '#5c7cfa',
    '#385df4',
    '#0d3af2',
    '#0b31ce',
    '#092aaf',
  ],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#1670bf', '#135fa2', '#10518a', '#0e4575'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#0f7a8a', '#0d6875', '#0b5863', '#094b54'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#0c805d', '#0a6d4f', '#095d43', '#084f39'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#2a803a', '#246d31', '#1f5d2a', '#1a4f24'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#517d13', '#456a10', '#3b5a0e', '#324d0c'],
  yellow: [
    '#fff9db',
    '#fff3bf',
    '#ffec99',
    '#ffe066',
    '#ffd43b',
    '#fcc419',
    '#956903',
    '#7f5903',
    '#6c4c03',
    '#5c4103',
  ],
  orange: [
    '#fff4e6',
    '#ffe8cc',
    '#ffd8a8',
    '#ffc078',
    '#ffa94d',
    '#ff922b',
    '#b55302',
    '#9a4702',
    '#833c02',
    '#6f3302',
  ],
};
