import { callPath } from "@catalogue/core/api/catalogue";
import { authCalls } from "@catalogue/core/api/catalogue/calls/auth.calls";
import { devCalls } from "@catalogue/core/api/catalogue/calls/dev.calls";
import { imageCalls } from "@catalogue/core/api/catalogue/calls/images.calls";
import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import { offlineSyncCalls } from "@catalogue/core/api/catalogue/calls/offline-sync.calls";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { profileCalls } from "@catalogue/core/api/catalogue/calls/profile.calls";
import { describe, expect, it } from "vitest";
import { imagePattern, offlineReadablePattern } from "./offline-cache-rules";

const at = (path: string) => `http://127.0.0.1:4173/api${path}`;

describe("what the service worker keeps for offline reading (core spec 2.2)", () => {
  const reads = offlineReadablePattern();

  it("keeps the profile, the pinned lists, a list's head and its elements", () => {
    expect(reads.test(at(callPath(profileCalls.get)))).toBe(true);
    expect(reads.test(at(callPath(productListCalls.pinned)))).toBe(true);
    expect(reads.test(at(callPath(productListCalls.get, { id: 12 })))).toBe(true);
    expect(reads.test(at(`${callPath(listElementCalls.get, { id: 12 })}?page=0`))).toBe(true);
  });

  it("never keeps sign-in, sessions, developer controls or a path that is only written", () => {
    expect(reads.test(at(callPath(authCalls.loginInfo)))).toBe(false);
    expect(reads.test(at(callPath(devCalls.session)))).toBe(false);
    expect(reads.test(at(callPath(offlineSyncCalls.sync)))).toBe(false);
    expect(reads.test(at(`${callPath(productListCalls.get, { id: 12 })}/extra`))).toBe(false);
  });

  it("keeps product pictures in a cache of their own", () => {
    const picture = at(callPath(imageCalls.image, { imageId: "abc" }));
    expect(imagePattern().test(picture)).toBe(true);
    expect(reads.test(picture)).toBe(false);
  });
});
