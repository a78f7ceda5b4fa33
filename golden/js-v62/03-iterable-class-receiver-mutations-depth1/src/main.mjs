import { Playlist } from './playlist.mjs';

const BONUS = 30;
const INTRO = 95;

// Builds two playlists, walks one through its iterator, then totals it.
function build() {
  const road = new Playlist();
  const night = new Playlist();
  road.add('Intro', INTRO);
  night.add('Calm', 240);
  road.add('Drive', 210 + BONUS);
  for (const title of road) {
    console.log('track', title);
  }
  const names = [...night];
  console.log(road.describe(), names.join('/'));
  const secs = road.totalSeconds();
  console.log('total', secs);
  return secs;
}

build();
