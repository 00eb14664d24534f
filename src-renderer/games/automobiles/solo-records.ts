import { defineStore } from 'pinia';
import { ref } from 'vue';
import { addSoloRecord, parseSoloRecords, type SoloRecord } from '../../../src-shared/games/automobiles/kit';

const KEY = 'automobiles.soloRecords';

function load(): SoloRecord[] {
  try {
    return parseSoloRecords(JSON.parse(localStorage.getItem(KEY) ?? '[]'));
  } catch {
    return [];
  }
}

/** The player's best solo series, kept locally beside the settings. */
export const useSoloRecordsStore = defineStore('soloRecords', () => {
  const records = ref<SoloRecord[]>(load());
  function record(r: SoloRecord) {
    records.value = addSoloRecord(records.value, r);
    try {
      localStorage.setItem(KEY, JSON.stringify(records.value));
    } catch {
      /* storage full or off: the table lives for this session */
    }
  }
  return { records, record };
});
