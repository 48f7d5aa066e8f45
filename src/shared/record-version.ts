/**
 * What a startup record co-founders share carries besides its fields (DESIGN §9): when it was
 * last saved and by whom. Null until the first save (or when that person's account is gone).
 */
export interface RecordEditor {
  id: string;
  first_name: string;
  last_name: string;
}

export interface RecordStamp {
  updated_at: string | null;
  updated_by: RecordEditor | null;
}

export type Versioned<Data> = Data & RecordStamp;
