"use client";

import { useEffect } from "react";
import { forgetPreviousGardener } from "./device-data";

/**
 * On the login page nobody is signed in on this device: whatever an earlier session left (it may
 * have expired rather than logged out) is removed, its push subscription included (the server drops
 * it at the next push, which the push service answers 410). The login form waits for it to finish.
 */
export function ForgetDevice() {
  useEffect(() => {
    void forgetPreviousGardener();
  }, []);
  return null;
}
